import { paths } from '@codekade/shared/routes';
import { describe, expect, it, vi } from 'vitest';

// A service added to the content, as a team would add one (its entry in the list of services):
// nothing else is edited.
vi.mock('./content/service-details', async (importOriginal) => {
  const original = await importOriginal<typeof import('./content/service-details')>();
  const hosting = { ...original.serviceDetails.seo, name: 'hosting' as never };
  return { ...original, serviceDetails: { ...original.serviceDetails, hosting } };
});

describe("the services area's prerender plan", () => {
  it('lists a service added to the content, so its build publishes it (sitemap, test and bench routes follow)', async () => {
    const { plan } = (await import('./prerender')).default;
    expect(plan.pages).toContain(paths.service('hosting'));
    expect(plan.pages).toContain(paths.service('seo'));
  });
});
