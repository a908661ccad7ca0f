import { defineConfig } from '@playwright/test';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The site's ports start here (shell; remotes on the next five); see scripts/lib/apps.mjs. */
const portBase = Number(process.env.SITE_PORT_BASE ?? 3000);
const shellUrl = `http://localhost:${portBase}`;

/** Browser tests against the built, composed site, in Debian's Chromium, on loopback only. */
export default defineConfig({
  testDir: './tests',
  // Per port base, so runs on other ports (parallel work on one machine) keep their own artifacts.
  outputDir: `test-results/${portBase}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: shellUrl,
    viewport: { width: 1280, height: 800 },
    locale: 'nl-NL',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
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
