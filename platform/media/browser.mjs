/**
 * The browser the media tools draw with (screenshots, the share image, the portfolio clips): Debian's
 * Chromium (or CHROMIUM_PATH) driven by the platform's own Playwright, so no tool borrows the tests'.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH } from '../lib/system-tools.mjs';

/**
 * How every tool and test starts Debian's Chromium here: as root (no sandbox), without a GPU, and
 * without the background connections a closed network refuses (updates, sync, QUIC, first-run pages).
 */
export const CHROMIUM_FLAGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]);

/** @param {string[]} [args] extra Chromium flags */
export function launchChromium(args = []) {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, ...args] });
}
