/**
 * The browser the media tools draw with (screenshots, the share image, the portfolio clips): Debian's
 * Chromium (or CHROMIUM_PATH) driven by the platform's own Playwright, so no tool borrows the tests'.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH } from '../lib/system-tools.mjs';

/** @param {string[]} [args] extra Chromium flags */
export function launchChromium(args = []) {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', ...args] });
}
