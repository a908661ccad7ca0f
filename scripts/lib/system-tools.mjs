import { existsSync } from 'node:fs';
import { commandExists, run } from './run.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let aptUpdated = false;

/** Installs a Debian package when its program is missing (as root), or stops with a clear message. */
function ensureDebianPackage({ present, debianPackage, purpose }) {
  if (present()) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `${purpose} needs the Debian package "${debianPackage}". Install it (sudo apt-get install -y ${debianPackage}) and run again.`,
    );
    process.exit(1);
  }
  if (!aptUpdated) run('apt-get', ['update', '-qq']);
  aptUpdated = true;
  run('apt-get', ['install', '-y', '-qq', debianPackage], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** The browser tests and the benchmark use Debian's Chromium; Playwright's own download cannot work here. */
export function ensureChromium() {
  ensureDebianPackage({
    present: () => existsSync(CHROMIUM_PATH),
    debianPackage: 'chromium',
    purpose: `The browser tests (Chromium at ${CHROMIUM_PATH}, or set CHROMIUM_PATH)`,
  });
}

/** The Nu Html Checker (vnu.jar) runs on Java. */
export function ensureJava() {
  ensureDebianPackage({
    present: () => commandExists('java'),
    debianPackage: 'openjdk-17-jre-headless',
    purpose: 'The HTML validity test',
  });
}
