import { paths } from '@codekade/shared/routes';
import { describe, expect, it, vi } from 'vitest';
import { projects } from './content/projects';
import { projectsPage } from './content/projects-page';
import { recentWork } from './content/recent-work';
import { newestProjectsWithPages } from './lib/portfolio';

// A showcase project added to the content, as the team would add one: nothing else is edited.
vi.mock('./content/projects', async (importOriginal) => {
  const original = await importOriginal<typeof import('./content/projects')>();
  const template = original.projects.find((project) => project.section === 'webstores' && project.showcase);
  if (!template) throw new Error('no webshop with a showcase to copy');
  const added = { ...template, id: 42, name: 'Nieuwe webshop', completed: '2099-01' as const };
  return { ...original, projects: [...original.projects, added] };
});

describe("the projects area's prerender plan", () => {
  it('lists a project added to the content, so its build publishes it (sitemap, test and bench routes follow)', async () => {
    const { plan } = (await import('./prerender')).default;
    expect(plan.pages).toContain(paths.webshopProject(42));
    expect(plan.pages).toContain(paths.webshopProjects);
  });
});

describe('the recent-work slot the projects area publishes for the home page', () => {
  async function band() {
    const html = await (await import('./prerender')).default.renderSlot('recent-work');
    return { html, page: new DOMParser().parseFromString(html, 'text/html') };
  }

  it('shows the newest projects with a page of their own, a new one first, each leading to its page', async () => {
    const { page } = await band();
    const newest = newestProjectsWithPages(projects, recentWork.count);
    expect(newest[0]?.project.id).toBe(42);
    expect(page.querySelector('h2')?.textContent).toBe(recentWork.title);
    const cards = [...page.querySelectorAll('article')];
    expect(cards).toHaveLength(3);
    expect(
      cards.map((card) => ({
        name: card.querySelector('h3')?.textContent,
        href: card.querySelector('h3 a')?.getAttribute('href'),
        line: card.querySelector('h3 + p')?.textContent,
      })),
    ).toEqual(newest.map(({ project, path }) => ({ name: project.name, href: path, line: project.description })));
    const all = [...page.querySelectorAll('a')].find((link) => link.textContent === recentWork.allProjects.label);
    expect(all?.getAttribute('href')).toBe(paths.projects);
  });

  it('gives every picture its sizes for 1×, 2× and 3× screens, loading lazily, with a text alternative', async () => {
    const { page } = await band();
    const pictures = [...page.querySelectorAll('img')];
    expect(pictures).toHaveLength(3);
    for (const [index, picture] of pictures.entries()) {
      const { project } = newestProjectsWithPages(projects, recentWork.count)[index] ?? {};
      expect(picture.getAttribute('srcset')).toBe(project?.image.srcSet);
      expect(picture.getAttribute('sizes')).toBeTruthy();
      expect(picture.getAttribute('loading')).toBe('lazy');
      expect(picture.getAttribute('alt')).toBe(projectsPage.imageAlt(project?.name ?? ''));
    }
  });

  it('is HTML alone: no script, no preload, nothing a browser would run', async () => {
    const { html } = await band();
    expect(html).not.toMatch(/<script|<link|\son\w+=/i);
  });
});
