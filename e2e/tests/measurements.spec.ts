/**
 * Visitor measurements end to end (issue 31): pages opened as a visitor send their beacons to the
 * local composer, which stores aggregates in the run's Firestore emulator, read back as the gate
 * reads them; an error thrown by a remote's code is counted for that remote, and no cookie or
 * browser storage is used. The composer writes every second here (playwright.config.ts), so the
 * reads wait for it.
 */

import { BEACON_PATH } from '@codekade/shared/measurements';
import { test as plainTest } from '@playwright/test';
import { remoteFallbackText } from 'shell/content/remote-area-texts';
import { collectBeacons, liveVersionOf, storedFigures } from '../support/measurements';
import { expect, portBase, test, waitForHydration } from '../support/site';

/** Written every MEASUREMENTS_FLUSH_MS (playwright.config.ts); a busy machine may take longer. */
const STORED_WITHIN = { timeout: 30_000 };

test('two pages as a visitor: beacons reach the composer and their aggregates are stored, without cookie or storage', async ({
  page,
  context,
}) => {
  test.slow();
  const [home, services] = await Promise.all([liveVersionOf('mf_home'), liveVersionOf('mf_services')]);
  const before = await Promise.all([storedFigures('mf_home', home), storedFigures('mf_services', services)]);
  const sent = collectBeacons(page);

  await page.goto('/');
  // The reporter loads a few seconds after the page went idle (or at a first act) and sends the page view at once.
  await expect.poll(() => sent.length, STORED_WITHIN).toBeGreaterThan(0);
  // An interaction (for INP), then the next page: leaving sends this page's vitals (a beacon sent
  // as a page is left reaches the composer, but the browser no longer shows it to the test).
  const tab = page.getByRole('tablist').first().getByRole('tab').nth(1);
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await page.goto('/diensten');
  await expect
    .poll(
      () => sent.some(({ beacon }) => beacon.records.some((record) => record.remote === 'mf_services')),
      STORED_WITHIN,
    )
    .toBe(true);

  const records = sent.flatMap(({ beacon }) => beacon.records);
  expect(records).toContainEqual({ remote: 'mf_home', version: home, pageViews: 1 });
  expect(records).toContainEqual({ remote: 'mf_services', version: services, pageViews: 1 });
  // First party, no query, nothing that names the visitor.
  for (const { url } of sent) expect(url).toBe(`http://localhost:${portBase}${BEACON_PATH}`);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);

  await expect
    .poll(async () => (await storedFigures('mf_home', home)).pageViews - before[0].pageViews, STORED_WITHIN)
    .toBeGreaterThanOrEqual(1);
  await expect
    .poll(async () => (await storedFigures('mf_services', services)).pageViews - before[1].pageViews, STORED_WITHIN)
    .toBeGreaterThanOrEqual(1);
  // The home page's vitals, sent as it was left (INP too when the browser timed the click as an
  // interaction, which a fast click need not be: the reporter's unit test covers it).
  await expect.poll(async () => (await storedFigures('mf_home', home)).lcpP75, STORED_WITHIN).toBeGreaterThan(0);
  expect((await storedFigures('mf_home', home)).clsP75).not.toBeNull();
});

/**
 * mf_about's code as served, except that its routes component throws when it renders (a release
 * whose page throws on hydration): its container (exports with getters, so wrapped, not changed)
 * hands out the routes module with that component. Not a change to the remote's files, whose bytes
 * are pinned (issue 48: a changed entry never runs): the page's global of the container is wrapped
 * as the entry sets it, before any of the page's scripts run.
 */
const THROWING_ROUTES = `(() => {
  const wrapped = (container) => ({
    init: (...args) => container.init(...args),
    get: (name, ...rest) =>
      Promise.resolve(container.get(name, ...rest)).then((factory) => () => ({
        ...factory(),
        default: function AboutRoutesThatThrow() {
          throw new Error('thrown by mf_about');
        },
      })),
  });
  let container;
  Object.defineProperty(globalThis, 'mf_about', {
    configurable: true,
    get: () => container,
    set: (value) => {
      container = value && typeof value.get === 'function' ? wrapped(value) : value;
    },
  });
})();
`;

// The plain Playwright test: the site's fixture expects a page without errors.
plainTest('an error thrown by a remote’s code is counted for that remote and its version', async ({ page }) => {
  plainTest.slow();
  const about = await liveVersionOf('mf_about');
  const before = await storedFigures('mf_about', about);
  const sent = collectBeacons(page);
  await page.addInitScript(THROWING_ROUTES);

  await page.goto('/over-ons');
  await waitForHydration(page);
  // The area shows its fallback; the rest of the page works. The error goes with the next beacon.
  await expect(page.getByRole('button', { name: remoteFallbackText.actionLabel })).toBeVisible();
  const withErrors = () => sent.flatMap(({ beacon }) => beacon.records).filter((record) => (record.errors ?? 0) > 0);
  await expect.poll(() => withErrors().length, STORED_WITHIN).toBeGreaterThan(0);
  for (const record of withErrors()) expect(record).toMatchObject({ remote: 'mf_about', version: about });
  await expect
    .poll(async () => (await storedFigures('mf_about', about)).errors - before.errors, STORED_WITHIN)
    .toBeGreaterThanOrEqual(1);
});
