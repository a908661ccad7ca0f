/**
 * Visitor measurements end to end (issue 31): pages opened as a visitor send their beacons to the
 * local composer, which stores aggregates in the run's Firestore emulator, read back as the gate
 * reads them; an error thrown by a remote's code is counted for that remote, and no cookie or
 * browser storage is used. The composer writes every few seconds, so the reads wait for it.
 */
import { test as plainTest } from '@playwright/test';
import { BEACON_PATH } from '../../shared/src/measurements.mjs';
import { collectBeacons, liveVersionOf, storedFigures } from '../support/measurements';
import { expect, portBase, remotePorts, test, waitForHydration } from '../support/site';

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
  // The reporter loads when the page is idle and sends the page view at once.
  await expect.poll(() => sent.length, STORED_WITHIN).toBeGreaterThan(0);
  // An interaction (for INP), then the next page: leaving sends this page's vitals.
  await page.getByRole('tablist').first().getByRole('tab').nth(1).click();
  await page.goto('/diensten');
  await expect
    .poll(
      () => sent.some(({ beacon }) => beacon.records.some((record) => record.remote === 'mf_services')),
      STORED_WITHIN,
    )
    .toBe(true);

  const records = sent.flatMap(({ beacon }) => beacon.records);
  expect(records).toContainEqual(expect.objectContaining({ remote: 'mf_home', version: home, pageViews: 1 }));
  expect(records).toContainEqual(
    expect.objectContaining({ remote: 'mf_home', version: home, lcp: expect.any(Number) }),
  );
  expect(records).toContainEqual(expect.objectContaining({ remote: 'mf_services', version: services, pageViews: 1 }));
  // First party, no query, nothing that names the visitor.
  for (const { url } of sent) expect(url).toBe(`http://localhost:${portBase}${BEACON_PATH}`);
  for (const record of records) {
    expect(
      Object.keys(record).every((key) =>
        /^(remote|version|pageViews|loadFailures|recoveries|errors|lcp|inp|cls)$/.test(key),
      ),
    ).toBe(true);
  }
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);

  await expect
    .poll(async () => (await storedFigures('mf_home', home)).pageViews - before[0].pageViews, STORED_WITHIN)
    .toBeGreaterThanOrEqual(1);
  await expect
    .poll(async () => (await storedFigures('mf_services', services)).pageViews - before[1].pageViews, STORED_WITHIN)
    .toBeGreaterThanOrEqual(1);
  expect((await storedFigures('mf_home', home)).lcpP75).not.toBeNull();
});

// The plain Playwright test: this page throws on purpose, which the site's fixture would fail on.
plainTest('an error thrown by a remote’s code is counted for that remote and its version', async ({ page }) => {
  plainTest.slow();
  const about = await liveVersionOf('mf_about');
  const before = await storedFigures('mf_about', about);
  const sent = collectBeacons(page);
  const thrown: string[] = [];
  page.on('pageerror', (error) => thrown.push(error.message));
  // The about remote's entry gains a function that throws: whatever calls it, the throw is in its code.
  await page.route(`http://localhost:${remotePorts.mf_about}/remoteEntry.js`, async (route) => {
    const response = await route.fetch();
    const body = `${await response.text()}\n;window.measurementsTestThrow = function thrownByAbout() { throw new Error('thrown by mf_about'); };\n`;
    await route.fulfill({ response, body });
  });

  await page.goto('/over-ons');
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => 'measurementsTestThrow' in window)).toBe(true);
  await page.evaluate(() => {
    setTimeout(() => (window as unknown as { measurementsTestThrow: () => void }).measurementsTestThrow());
  });
  await expect.poll(() => thrown).toContain('thrown by mf_about');
  // Leaving the page sends what it counted at once.
  await page.goto('/');

  await expect
    .poll(
      () => sent.flatMap(({ beacon }) => beacon.records).filter((record) => (record.errors ?? 0) > 0),
      STORED_WITHIN,
    )
    .toEqual([expect.objectContaining({ remote: 'mf_about', version: about, errors: 1 })]);
  await expect
    .poll(async () => (await storedFigures('mf_about', about)).errors - before.errors, STORED_WITHIN)
    .toBeGreaterThanOrEqual(1);
});
