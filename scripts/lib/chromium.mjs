import { existsSync } from 'node:fs';
import { run } from './run.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The browser tests use Debian's Chromium; Playwright's own browser download cannot work here. */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install it (Debian: sudo apt-get install -y chromium) ` +
        'or point CHROMIUM_PATH at a Chromium binary, then run npm test again.',
    );
    process.exit(1);
  }
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
