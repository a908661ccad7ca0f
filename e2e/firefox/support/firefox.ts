import { readLocalSettings } from '@codekade/platform/local-settings';
import puppeteer, { type Browser } from 'puppeteer-core';
import { loopbackOnlyPrefs } from './firefox-prefs';

/** Debian's Firefox ESR (FIREFOX_PATH); `npm test` installs it (platform/lib/system-tools.mjs). */
export const firefoxPath = readLocalSettings(process.env).firefoxPath;

/** Starts headless Firefox, driven over WebDriver BiDi, that reaches only loopback. */
export async function launchFirefox(network: Parameters<typeof loopbackOnlyPrefs>[0]): Promise<Browser> {
  const launching = puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    // Firefox's switch for test runs: it refuses connections beyond loopback, and lets the prefs
    // switch off remote settings.
    env: { ...process.env, MOZ_DISABLE_NONLOCAL_CONNECTIONS: '1' },
    extraPrefsFirefox: loopbackOnlyPrefs(network),
    // The suite closes the browser itself; Ctrl-C on the runner must not leave it behind either.
    handleSIGINT: true,
    handleSIGTERM: true,
  });
  return launching.catch((error: unknown) => {
    throw new Error(`Firefox at ${firefoxPath} did not start (FIREFOX_PATH chooses another one): ${error}`);
  });
}

/** A test file's own WebDriver BiDi session with the browser the global setup started. */
export function connectFirefox(browserWSEndpoint: string): Promise<Browser> {
  return puppeteer.connect({ browserWSEndpoint, protocol: 'webDriverBiDi' });
}
