// @ts-check
/**
 * The browser tests of `npm test`: the Playwright suite in Chromium and the Firefox smoke, at once, each
 * against a site of its own. The smoke mostly waits (every page's idle warm-up waits for 2 s of quiet),
 * so beside the Chromium suite it costs the run little of the minute and a half it takes alone. Its
 * output follows Playwright's, whole, so neither log is interleaved; the run fails when either fails.
 * `pnpm exec playwright test` and `pnpm test:firefox` still run each alone.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readLocalSettings } from '@codekade/platform/local-settings';
import { secondSiteEnvironment } from '@codekade/platform/second-site';

/**
 * The Firefox smoke's site lies this far above the Chromium suite's: past the Chromium suite's own sites
 * (up to 212 ports above its base) and, from the default base, past `pnpm check:remote`'s (3300–3512).
 */
const FIREFOX_SITE_OFFSET = 600;

const chromiumSiteBase = readLocalSettings(process.env).sitePortBase;
const firefoxEnvironment = secondSiteEnvironment(process.env, {
  portBase: chromiumSiteBase + FIREFOX_SITE_OFFSET,
  contactStoreDir: mkdtempSync(join(tmpdir(), 'codekade-firefox-contact-store-')),
});

/** @param {string[]} args @param {NodeJS.ProcessEnv} env @param {'inherit' | 'pipe'} output */
function start(args, env, output) {
  const child = spawn('pnpm', args, { env, stdio: ['ignore', output, output] });
  /** @type {Buffer[]} */
  const held = [];
  child.stdout?.on('data', (chunk) => held.push(chunk));
  child.stderr?.on('data', (chunk) => held.push(chunk));
  const exit = new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  return { exit, held };
}

const chromium = start(['exec', 'playwright', 'test'], process.env, 'inherit');
const firefox = start(['test:firefox'], firefoxEnvironment, 'pipe');

const chromiumCode = await chromium.exit;
const firefoxCode = await firefox.exit;
console.log('\n> pnpm test:firefox (beside the Chromium suite)');
process.stdout.write(Buffer.concat(firefox.held));
process.exitCode = chromiumCode !== 0 ? chromiumCode : firefoxCode;
