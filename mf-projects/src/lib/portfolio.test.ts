import { describe, expect, it } from 'vitest';
import { projectSections } from '../content/project-sections';
import { projects } from '../content/projects';
import { showcaseCategories } from '../content/showcase';
import { findShowcaseProject, projectsInSection, showcaseProjects } from './portfolio';

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
