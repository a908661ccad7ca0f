import { expect, test } from '../support/site';

/**
 * One tick across the site: a service's features and a project's highlights stand behind the same
 * drawn tick (shared/ui/TickList), never a text glyph in a circle.
 */
const listsWithTicks = [
  { path: '/diensten/webontwikkeling', list: 'main article ul' },
  { path: '/projecten/websites/1', list: 'main section ul' },
];

test('a service page and a project page draw their points with the same tick', async ({ page }) => {
  const ticks = new Set<string>();
  for (const { path, list } of listsWithTicks) {
    await page.goto(path);
    const items = page.locator(`${list} > li`);
    await expect(items.first()).toBeVisible();
    const drawn = await items.evaluateAll((elements) =>
      elements.map((item) => ({
        glyph: getComputedStyle(item, '::before').content,
        tick: item.querySelector(':scope > svg')?.innerHTML ?? '',
        tickColor: item.querySelector(':scope > svg')
          ? getComputedStyle(item.querySelector(':scope > svg') as Element).stroke
          : '',
      })),
    );
    for (const item of drawn) {
      expect(item.glyph, path).toBe('none');
      expect(item.tick, path).not.toBe('');
      ticks.add(`${item.tick} ${item.tickColor}`);
    }
  }
  expect([...ticks]).toHaveLength(1);
});
