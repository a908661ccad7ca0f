// @ts-check
/**
 * The settings of the site on a developer's machine and of the tools around it: `npm start` and the
 * browser tests' site (ports, the contact part: Firestore emulator, contact functions, maildev),
 * `pnpm rehearse`, `pnpm dev:remote`, `pnpm check:remote`, the browsers the tests drive. Every local
 * script reads them with `readLocalSettings(process.env)`; a bad value stops it with one message.
 */
import { resolve } from 'node:path';
import { contactDeliverySettings } from '@codekade/serving/contact-delivery-settings';
import {
  httpUrlSetting,
  originListSetting,
  originMapSetting,
  portBaseSetting,
  portOrOffSetting,
  portSetting,
  positiveMillisecondsSetting,
  readSettings,
  smtpUrlSetting,
  textSetting,
} from '@codekade/serving/settings';
import { apps, DEFAULT_PORT_BASE, remoteApps } from './app-registry.mjs';
import { FIRESTORE_EMULATOR_JAR } from './firestore-emulator-jar.mjs';
import { MAX_PORT_OFFSET } from './remote-facts.mjs';

const root = resolve(import.meta.dirname, '../..');

/** Where `pnpm rehearse`'s ports start above the local site's base. */
const REHEARSAL_OFFSET = 200;

/**
 * `pnpm rehearse` serves every app and a preview channel of every remote over HTTPS, then its composer
 * and the discovery document's own site.
 */
export const REHEARSAL_PORT_COUNT = apps.length + remoteApps.length + 2;

/**
 * How far above its base a local site's ports reach: the browser tests' own sites, the rehearsal and,
 * on the port just past it, the rehearsal spec's dev server (213 with five remotes).
 */
export const SITE_PORT_SPAN = REHEARSAL_OFFSET + REHEARSAL_PORT_COUNT;

export const localSettings = {
  sitePortBase: portBaseSetting({
    name: 'SITE_PORT_BASE',
    default: DEFAULT_PORT_BASE,
    // No count of the remotes in the text: the table is in the README, which a new remote must not change.
    description: `The local site's first port, the shell's; each remote takes the one its remote.json's port offset names (at most ${MAX_PORT_OFFSET} above), the browser tests' own sites and the rehearsal ports further up (from ${REHEARSAL_OFFSET} above).`,
  }),
  shellOrigins: originListSetting({
    name: 'SHELL_ORIGINS',
    default: [],
    defaultText: 'none',
    description:
      'More shell origins, separated by commas, that the local remotes answer CORS for besides the local shell.',
  }),
  contactStorePort: portSetting({
    name: 'CONTACT_STORE_PORT',
    default: 8080,
    description:
      "The port of the local contact store, Google's Firestore emulator (the built contact page calls `PUBLIC_FIRESTORE_EMULATOR_HOST`).",
  }),
  contactStoreDir: textSetting({
    name: 'CONTACT_STORE_DIR',
    default: resolve(root, '.data/firestore-emulator'),
    defaultText: '`.data/firestore-emulator`',
    description:
      'Where the local Firestore emulator keeps its messages across starts (the browser tests use a fresh folder).',
  }),
  firestoreEmulatorJar: textSetting({
    name: 'FIRESTORE_EMULATOR_JAR',
    default: FIRESTORE_EMULATOR_JAR,
    defaultText: "the Debian package's jar",
    description: "Google's Firestore emulator (`cloud-firestore-emulator.jar`) the local contact store runs.",
  }),
  javaHome: textSetting({
    name: 'JAVA_HOME',
    default: undefined,
    defaultText: '`java` on the PATH',
    description: 'The Java (17 or newer) that runs the Firestore emulator.',
  }),
  mailSmtpPort: portOrOffSetting({
    name: 'MAIL_SMTP_PORT',
    default: 1025,
    description:
      'The SMTP port of the local maildev the contact functions send to; `off` starts none (set `SMTP_URL`).',
  }),
  mailWebPort: portSetting({
    name: 'MAIL_WEB_PORT',
    default: 1080,
    description: "The port of maildev's inbox: its web page and its REST API.",
  }),
  smtpUrl: smtpUrlSetting({
    name: 'SMTP_URL',
    default: undefined,
    defaultText: 'the local maildev',
    description:
      'Where the local contact functions send their e-mail instead (production reads it from Secret Manager).',
  }),
  ...contactDeliverySettings,
  contactDeliverySweepMs: positiveMillisecondsSetting({
    name: 'CONTACT_DELIVERY_SWEEP_MS',
    default: undefined,
    defaultText: "the function's schedule (every minute)",
    description: 'How often the local functions runner runs the scheduled sweep of undelivered messages (tests).',
  }),
  chromiumPath: textSetting({
    name: 'CHROMIUM_PATH',
    default: '/usr/bin/chromium',
    description: 'The Chromium the browser tests, the bench, the screenshots and the share image use.',
  }),
  firefoxPath: textSetting({
    name: 'FIREFOX_PATH',
    default: '/usr/bin/firefox-esr',
    description: "The Firefox ESR of the browser tests' second engine.",
  }),
  rehearsalPortBase: portBaseSetting({
    name: 'REHEARSAL_PORT_BASE',
    default: undefined,
    defaultText: `\`SITE_PORT_BASE\` + ${REHEARSAL_OFFSET}`,
    description: `The first of \`pnpm rehearse\`'s ports: one per site and one per remote's preview channel over HTTPS, then the composer and the discovery document's site.`,
  }),
  rehearsalHosts: originMapSetting({
    name: 'REHEARSAL_HOSTS',
    default: {},
    defaultText: 'none',
    description:
      "Set by `pnpm rehearse` for its composer: each production origin's local HTTPS origin (a stand-in for DNS).",
  }),
  devRemotePort: portSetting({
    name: 'DEV_REMOTE_PORT',
    default: undefined,
    defaultText: "the remote's port + 100",
    description: "The port of `pnpm dev:remote`'s dev server, clear of `npm start`'s.",
  }),
  checkRemotePortBase: portBaseSetting({
    name: 'CHECK_REMOTE_PORT_BASE',
    default: 3300,
    description:
      "The first port of `pnpm check:remote`'s own site for its browser specs (its contact store and maildev lie above it), clear of `npm start`'s.",
  }),
  localHostingDir: textSetting({
    name: 'LOCAL_HOSTING_DIR',
    default: undefined,
    defaultText: '`.data/local-hosting/<SITE_PORT_BASE>`',
    description:
      "Where npm start's local hosting keeps each remote's releases and versions (`pnpm release:* --local` releases there).",
  }),
  rolloutGateIntervalMs: positiveMillisecondsSetting({
    name: 'ROLLOUT_GATE_INTERVAL_MS',
    default: 5000,
    description:
      "How often npm start's rollout gate looks at each candidate (production's scheduled function: every minute).",
  }),
  screenshotSiteUrl: httpUrlSetting({
    name: 'SCREENSHOT_SITE_URL',
    default: undefined,
    defaultText: 'the local shell',
    description: 'The site `node scripts/screenshots.mjs` takes its screenshots of.',
  }),
};

/**
 * The local settings from `env`, with the defaults that follow from other settings filled in.
 * @param {Record<string, string | undefined>} env
 */
export function readLocalSettings(env) {
  const settings = readSettings(localSettings, env, { runtime: 'The local site' });
  return {
    ...settings,
    rehearsalPortBase: settings.rehearsalPortBase ?? settings.sitePortBase + REHEARSAL_OFFSET,
    screenshotSiteUrl: settings.screenshotSiteUrl ?? `http://localhost:${settings.sitePortBase}`,
  };
}
