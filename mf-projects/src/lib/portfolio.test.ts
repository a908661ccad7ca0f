import { describe, expect, it } from 'vitest';
import { projectSections } from '../content/project-sections';
import { type Project, projects } from '../content/projects';
import { showcaseCategories } from '../content/showcase';
import { findShowcaseProject, newestProjectsWithPages, projectsInSection, showcaseProjects } from './portfolio';

describe('portfolio content', () => {
  it('gives every project a unique id and a name', () => {
    const ids = projects.map((project) => project.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const project of projects) expect(project.name.trim()).not.toBe('');
  });

  it('links every project to a fictional client site on the reserved .example domain', () => {
    for (const project of projects) {
      const url = new URL(project.url);
      expect(url.protocol).toBe('https:');
      expect(url.hostname).toMatch(/\.example$/);
    }
  });

  it('dates every project by a real month', () => {
    for (const project of projects) {
      expect(project.completed).toMatch(/^20\d\d-(?:0[1-9]|1[0-2])$/);
    }
  });

  it('fills the sections of /projecten with 3, 4 and 1 projects', () => {
    const counts = projectSections.map((section) => projectsInSection(projects, section.id).length);
    expect(counts).toEqual([3, 4, 1]);
  });

  it('shows websites 1 and 3 and webshops 2, 4 and 5 in the video grids', () => {
    const ids = (category: keyof typeof showcaseCategories) =>
      showcaseProjects(projects, showcaseCategories[category]).map((project) => project.id);
    expect(ids('websites')).toEqual([1, 3]);
    expect(ids('webshops')).toEqual([2, 4, 5]);
  });
});

describe('findShowcaseProject', () => {
  const { websites, webshops } = showcaseCategories;

  it('finds a project by the id in its own grid, webshop 5 included', () => {
    expect(findShowcaseProject(projects, websites, '3')?.id).toBe(3);
    expect(findShowcaseProject(projects, webshops, '5')?.id).toBe(5);
  });

  it('finds nothing for unknown ids, ids of the other grid, projects without video or non-numbers', () => {
    for (const segment of ['99', '2', '6', 'abc', '1.0', '01', '', undefined]) {
      expect(findShowcaseProject(projects, websites, segment)).toBeUndefined();
    }
    expect(findShowcaseProject(projects, webshops, '7')).toBeUndefined();
  });
});

describe('newestProjectsWithPages', () => {
  const project = (id: number, completed: `${number}-${number}`, showcase = true): Project => ({
    ...(projects.find((known) => known.showcase) as Project),
    id,
    section: 'websites',
    completed,
    showcase: showcase ? projects.find((known) => known.showcase)?.showcase : undefined,
  });

  it('gives the newest projects with a page, newest first, each with the page it leads to', () => {
    const newest = newestProjectsWithPages(
      [project(1, '2024-01'), project(2, '2025-03', false), project(3, '2024-11'), project(4, '2025-02')],
      2,
    );
    expect(newest.map(({ project: { id }, path }) => ({ id, path }))).toEqual([
      { id: 4, path: showcaseCategories.websites.detailPath(4) },
      { id: 3, path: showcaseCategories.websites.detailPath(3) },
    ]);
  });

  it('orders projects of one month by the higher id and gives fewer when there are fewer', () => {
    const newest = newestProjectsWithPages([project(5, '2024-06'), project(7, '2024-06')], 3);
    expect(newest.map(({ project: { id } }) => id)).toEqual([7, 5]);
  });

  it('leads every project of the portfolio to its detail page in its own grid', () => {
    for (const { project: found, path } of newestProjectsWithPages(projects, projects.length)) {
      const category = Object.values(showcaseCategories).find((candidate) => candidate.section === found.section);
      expect(category && findShowcaseProject(projects, category, String(found.id))).toBe(found);
      expect(path).toBe(category?.detailPath(found.id));
    }
  });
});
