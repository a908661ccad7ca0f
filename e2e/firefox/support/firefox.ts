import puppeteer, { type Browser } from 'puppeteer-core';
import { loopbackOnlyPrefs } from './firefox-prefs';

/** Debian's Firefox ESR; `npm test` installs it (scripts/lib/system-tools.mjs). */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Starts headless Firefox, driven over WebDriver BiDi, that reaches only loopback. */
export function launchFirefox(network: Parameters<typeof loopbackOnlyPrefs>[0]): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    // Firefox's own switch for test runs: it refuses connections to anything but loopback.
    env: { ...process.env, MOZ_DISABLE_NONLOCAL_CONNECTIONS: '1' },
    extraPrefsFirefox: loopbackOnlyPrefs(network),
    // The suite closes the browser itself; Ctrl-C on the runner must not leave it behind either.
    handleSIGINT: true,
    handleSIGTERM: true,
  });
}

/** A test file's own WebDriver BiDi session with the browser the global setup started. */
export function connectFirefox(browserWSEndpoint: string): Promise<Browser> {
  return puppeteer.connect({ browserWSEndpoint, protocol: 'webDriverBiDi' });
}
