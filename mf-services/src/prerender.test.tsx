import { paths } from '@codekade/shared/routes';
import { describe, expect, it, vi } from 'vitest';

// A service added to the content, as a team would add one (its entry in the list of services):
// nothing else is edited.
vi.mock('./content/services', async (importOriginal) => {
  const original = await importOriginal<typeof import('./content/services')>();
  const seo = original.services.find((service) => service.name === 'seo');
  const hosting = { ...seo, name: 'hosting' as never, path: paths.service('hosting') };
  return { ...original, services: [...original.services, hosting] };
});

describe("the services area's prerender plan", () => {
  it('lists a service added to the content, so its build publishes it (sitemap, test and bench routes follow)', async () => {
    const { plan } = (await import('./prerender')).default;
    expect(plan.pages).toContain(paths.service('hosting'));
    expect(plan.pages).toContain(paths.service('seo'));
  });
});
