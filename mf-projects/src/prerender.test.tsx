import { paths } from '@codekade/shared/routes';
import { describe, expect, it, vi } from 'vitest';

// A showcase project added to the content, as the team would add one: nothing else is edited.
vi.mock('./content/projects', async (importOriginal) => {
  const original = await importOriginal<typeof import('./content/projects')>();
  const template = original.projects.find((project) => project.section === 'webstores' && project.showcase);
  if (!template) throw new Error('no webshop with a showcase to copy');
  return { ...original, projects: [...original.projects, { ...template, id: 42, name: 'Nieuwe webshop' }] };
});

describe("the projects area's prerender plan", () => {
  it('lists a project added to the content, so its build publishes it (sitemap, test and bench routes follow)', async () => {
    const { plan } = (await import('./prerender')).default;
    expect(plan.pages).toContain(paths.webshopProject(42));
    expect(plan.pages).toContain(paths.webshopProjects);
  });
});
