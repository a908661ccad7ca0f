// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defineSinglePagePrerender } from './prerender';

function Page() {
  return <h1>Contact</h1>;
}

describe('defineSinglePagePrerender', () => {
  it('prerenders the one page, sends every deeper path to not-found and redirects nothing', async () => {
    const prerenderer = defineSinglePagePrerender('mf_contact', '/contact', Page);
    expect(prerenderer.plan).toEqual({
      remote: 'mf_contact',
      basePath: '/contact',
      AreaRoutes: Page,
      pages: ['/contact'],
      notFound: [{ pattern: '/contact/*', sample: '/contact/onbekend' }],
      redirects: [],
    });
    expect((await prerenderer.render('/contact')).html).toContain('<h1>Contact</h1>');
  });
});
