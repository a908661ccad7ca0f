import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localAppsAt } from '@codekade/platform/apps';
import { readLocalSettings } from '@codekade/platform/local-settings';
import { CHROMIUM_FLAGS } from '@codekade/platform/media/browser';
import { SECOND_SITE_OFFSETS } from '@codekade/platform/second-site';
import { readTestSettings } from '@codekade/platform/test-settings';
import { defineConfig } from '@playwright/test';
import { TEST_FRAGMENT_BUDGET_MS } from './support/test-fragment-budget';

const settings = readLocalSettings(process.env);
const onCi = readTestSettings(process.env).onCi;
/** The site's ports start here (shell; remotes on the next five); see platform/lib/apps.mjs. */
const portBase = settings.sitePortBase;
const shellUrl = `http://localhost:${portBase}`;
// What follows is handed to the web server and the test workers, which inherit this environment.
// The Firestore emulator of a test run keeps its data in a fresh directory, never in the local
// inbox of npm start.
process.env.CONTACT_STORE_DIR ??= mkdtempSync(join(tmpdir(), 'codekade-e2e-contact-store-'));
// The run's own maildev (the local SMTP catcher the delivery function sends to), on ports of its
// own; the sweep runs every second, so a second e-mail for one message would show in a test.
process.env.MAIL_SMTP_PORT ??= String(portBase + SECOND_SITE_OFFSETS.mailSmtp);
process.env.MAIL_WEB_PORT ??= String(portBase + SECOND_SITE_OFFSETS.mailWeb);
process.env.CONTACT_DELIVERY_SWEEP_MS ??= '1000';
process.env.CONTACT_DELIVERY_RETRY_MS ??= '500';
// The composer reads remotes' fragments afresh on every request, so a redeploy shows on the next load.
process.env.COMPOSER_FRAGMENT_CACHE_MS ??= '0';
// A fragment can take longer than the production budget on a busy machine (support/test-fragment-budget.ts).
process.env.COMPOSER_FRAGMENT_BUDGET_MS ??= String(TEST_FRAGMENT_BUDGET_MS);
// The composer writes its measurement aggregates every second, so a test reads them soon.
process.env.MEASUREMENTS_FLUSH_MS ??= '1000';
// Every page of a run comes from one loopback address: no client share, or the specs' pages would stop
// counting (the local site's default; the rehearsal's composer runs with production's).
process.env.MEASUREMENT_CLIENT_SHARE_PERCENT ??= '100';

/** Browser tests against the built, composed site, in Debian's Chromium, on loopback only. */
export default defineConfig({
  testDir: './tests',
  projects: [
    { name: 'site' },
    // An area's own spec lives in its folder (mf-<name>/e2e/, as pnpm new:remote writes it), so adding
    // an area changes nothing here (Playwright skips node_modules and what .gitignore names).
    { name: 'areas', testDir: '..', testMatch: /[\\/]mf-[a-z0-9-]+[\\/]e2e[\\/][^\\/]+\.spec\.ts$/ },
  ],
  // Per port base, so runs on other ports (parallel work on one machine) keep their own artifacts.
  outputDir: `test-results/${portBase}`,
  fullyParallel: true,
  workers: onCi ? 2 : undefined,
  retries: 0,
  forbidOnly: onCi,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: shellUrl,
    viewport: { width: 1280, height: 800 },
    locale: 'nl-NL',
    // A failed test keeps its trace with DOM snapshots of every step; the screencast's screenshots
    // are left out: on two cores they cost a third of the suite's time, and the snapshots show the page.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    launchOptions: {
      executablePath: settings.chromiumPath,
      args: [
        ...CHROMIUM_FLAGS,
        // A port base such as 6000 (X11) puts a site on a port Chromium refuses by default.
        `--explicitly-allowed-ports=${localAppsAt(portBase)
          .map((app) => app.port)
          .join(',')}`,
      ],
    },
  },
  webServer: {
    command: 'node scripts/serve.mjs',
    cwd: '..',
    url: `${shellUrl}/remotes.json`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    timeout: 30_000,
  },
});
