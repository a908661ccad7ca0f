import type { ProjectSectionId } from '../content/project-sections';
import type { Project, Showcase } from '../content/projects';
import { type ShowcaseCategory, showcaseCategories } from '../content/showcase';

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

/** The video grid a project with a showcase belongs to: the one that lists its section. */
export function showcaseCategoryOf(project: ShowcaseProject): ShowcaseCategory | undefined {
  return Object.values(showcaseCategories).find((category) => category.section === project.section);
}

/** The path of the project's own page (its case in a video grid), or undefined when it has none. */
export function projectPagePath(project: Project): string | undefined {
  if (!hasShowcase(project)) return undefined;
  return showcaseCategoryOf(project)?.detailPath(project.id);
}

/** A project with a page of its own, and that page. */
export interface ProjectWithPage {
  project: ShowcaseProject;
  path: string;
}

/**
 * The `count` newest projects (by `completed`, then the higher id) that have a page of their own to
 * lead to, newest first.
 */
export function newestProjectsWithPages(projects: readonly Project[], count: number): ProjectWithPage[] {
  return projects
    .filter(hasShowcase)
    .flatMap((project) => {
      const path = projectPagePath(project);
      return path ? [{ project, path }] : [];
    })
    .sort((a, b) => b.project.completed.localeCompare(a.project.completed) || b.project.id - a.project.id)
    .slice(0, count);
}
