import type { ProjectSectionId } from '../content/project-sections';
import type { Project, Showcase } from '../content/projects';
import type { ShowcaseCategory } from '../content/showcase';

export type ShowcaseProject = Project & { showcase: Showcase };

const hasShowcase = (project: Project): project is ShowcaseProject => project.showcase !== undefined;

export function projectsInSection(projects: readonly Project[], section: ProjectSectionId): Project[] {
  return projects.filter((project) => project.section === section);
}

/** The projects of a video grid, by id. */
export function showcaseProjects(projects: readonly Project[], category: ShowcaseCategory): ShowcaseProject[] {
  return projectsInSection(projects, category.section)
    .filter(hasShowcase)
    .sort((a, b) => a.id - b.id);
}

/**
 * The project for a detail path segment: only a plain number that belongs to this grid (a webshop's
 * id under /websites is not found, like any other unknown id).
 */
export function findShowcaseProject(
  projects: readonly Project[],
  category: ShowcaseCategory,
  idSegment: string | undefined,
): ShowcaseProject | undefined {
  if (!idSegment || !/^[1-9]\d*$/.test(idSegment)) return undefined;
  const id = Number(idSegment);
  return showcaseProjects(projects, category).find((project) => project.id === id);
}
