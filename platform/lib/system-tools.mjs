import { existsSync } from 'node:fs';
import { readLocalSettings } from './local-settings.mjs';
import { commandExists, tryRun } from './run.mjs';

const settings = readLocalSettings(process.env);
export const CHROMIUM_PATH = settings.chromiumPath;
export const FIREFOX_PATH = settings.firefoxPath;

let aptUpdated = false;

/** Installs a Debian package when its program is missing (as root), or stops with a clear message. */
function ensureDebianPackage({ present, debianPackage, purpose }) {
  if (present()) return;
  const stop = (whatToDo) => {
    console.error(`\n✖ ${purpose} needs the Debian package "${debianPackage}". ${whatToDo}`);
    process.exit(1);
  };
  const installByHand = `Install it (sudo apt-get install -y ${debianPackage}) and run again.`;
  if (process.getuid?.() !== 0) stop(installByHand);
  if (!commandExists('apt-get'))
    stop(`This machine has no apt-get: install it with its package manager and run again.`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) aptUpdated = tryRun('apt-get', ['update', '-qq'], { env });
  if (!tryRun('apt-get', ['install', '-y', '-qq', debianPackage], { env })) {
    stop(`apt-get could not install it (see above). ${installByHand}`);
  }
  if (!present()) stop('apt-get installed it, yet it is not at the path above: check the path setting and run again.');
}

/** The browser tests and the benchmark use Debian's Chromium; Playwright's own download cannot work here. */
export function ensureChromium() {
  ensureDebianPackage({
    present: () => existsSync(CHROMIUM_PATH),
    debianPackage: 'chromium',
    purpose: `The browser tests (Chromium at ${CHROMIUM_PATH}, or set CHROMIUM_PATH)`,
  });
}

/** The second browser engine of the browser tests: Debian's Firefox ESR, driven over WebDriver BiDi. */
export function ensureFirefox() {
  ensureDebianPackage({
    present: () => existsSync(FIREFOX_PATH),
    debianPackage: 'firefox-esr',
    purpose: `The Firefox browser tests (Firefox ESR at ${FIREFOX_PATH}, or set FIREFOX_PATH)`,
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

/**
 * Google's Firestore emulator (the local contact store of npm start and the tests) and the Java it
 * runs on; FIRESTORE_EMULATOR_JAR points at another copy of its jar.
 */
export function ensureFirestoreEmulator() {
  ensureDebianPackage({
    present: () => commandExists('java'),
    debianPackage: 'openjdk-17-jre-headless',
    purpose: "Google's Firestore emulator (the local contact store)",
  });
  ensureDebianPackage({
    present: () => existsSync(settings.firestoreEmulatorJar),
    debianPackage: 'google-cloud-cli-firestore-emulator',
    purpose: `The local contact store (Google's Firestore emulator at ${settings.firestoreEmulatorJar}, or set FIRESTORE_EMULATOR_JAR)`,
  });
}
