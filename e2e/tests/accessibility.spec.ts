import AxeBuilder from '@axe-core/playwright';
import { openRendered } from '../support/rendered';
import { notFoundRoute, publicRoutes } from '../support/routes';
import { expect, test } from '../support/site';

const viewports = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

test.describe('axe at 375 and 1280 px', () => {
  for (const route of [...publicRoutes, notFoundRoute]) {
    test(`${route.path} has no accessibility violations`, async ({ page }) => {
      // One load at a phone's width, then the window widened: what the page shows at each width is
      // checked as it is, the mobile menu and the desktop navigation alike.
      await page.setViewportSize(viewports[0]);
      await openRendered(page, route.path);
      for (const viewport of viewports) {
        await page.setViewportSize(viewport);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        const summary = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
        );
        expect(summary, `at ${viewport.width} px`).toEqual([]);
      }
    });
  }
});
