import AxeBuilder from '@axe-core/playwright';
import { openRendered } from '../support/rendered';
import { notFoundRoute, publicRoutes } from '../support/routes';
import { expect, test } from '../support/site';

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const route of [...publicRoutes, notFoundRoute]) {
      test(`${route.path} has no accessibility violations`, async ({ page }) => {
        await openRendered(page, route.path);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        const summary = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}
