// @ts-check
/**
 * A second local site beside `npm start`: its apps from a port base of its own, its contact store and
 * maildev just above them, its messages in a fresh folder and never the developer's real SMTP server,
 * so it touches none of npm start's ports or data. `pnpm check:remote` and `npm run bench:server` run
 * their site this way; the browser tests' own run takes its mail ports from here too.
 */
import { apps } from './app-registry.mjs';
import { SITE_PORT_SPAN } from './local-settings.mjs';

/** Where a second site's contact part listens, above its port base (clear of the tests' own sites). */
export const SECOND_SITE_OFFSETS = Object.freeze({ mailSmtp: 25, mailWeb: 81, contactStore: 92 });

/** How many apps a local site serves from its base: the shell and every remote of the registry. */
const APP_PORTS = apps.length;

/**
 * The environment of a second site's processes (`scripts/serve.mjs` and what starts it): `env` with
 * the site's ports and data folder, and without SMTP_URL.
 * @param {Record<string, string | undefined>} env
 * @param {{ portBase: number, contactStoreDir: string }} site
 */
export function secondSiteEnvironment(env, { portBase, contactStoreDir }) {
  return {
    ...env,
    // A child process leaves out what is undefined: its e-mails go to its own maildev.
    SMTP_URL: undefined,
    SITE_PORT_BASE: String(portBase),
    CONTACT_STORE_PORT: String(portBase + SECOND_SITE_OFFSETS.contactStore),
    CONTACT_STORE_DIR: contactStoreDir,
    MAIL_SMTP_PORT: String(portBase + SECOND_SITE_OFFSETS.mailSmtp),
    MAIL_WEB_PORT: String(portBase + SECOND_SITE_OFFSETS.mailWeb),
  };
}

/**
 * The ports a local site with these settings takes (`npm start`): its apps, the contact store,
 * maildev, and the dev servers `pnpm dev:remote` starts beside it.
 * @param {{ sitePortBase: number, contactStorePort: number, mailSmtpPort: number | 'off', mailWebPort: number, devRemotePort?: number }} settings
 * @returns {number[]}
 */
export function localSitePorts(settings) {
  const apps = Array.from({ length: APP_PORTS }, (_, offset) => settings.sitePortBase + offset);
  const devServers =
    settings.devRemotePort === undefined ? apps.slice(1).map((port) => port + 100) : [settings.devRemotePort];
  const mail = settings.mailSmtpPort === 'off' ? [] : [settings.mailSmtpPort, settings.mailWebPort];
  return [...apps, settings.contactStorePort, ...mail, ...devServers];
}

/**
 * The ports a second site at `portBase` may take: its apps, contact part, and the browser tests'
 * own sites above it.
 * @param {number} portBase
 */
export function secondSiteRange(portBase) {
  return { first: portBase, last: portBase + SITE_PORT_SPAN };
}

/**
 * Those of `ports` inside `range`, in order, once each.
 * @param {number[]} ports
 * @param {{ first: number, last: number }} range
 */
export function portsInside(ports, { first, last }) {
  return [...new Set(ports)].filter((port) => port >= first && port <= last).sort((a, b) => a - b);
}

/**
 * Whether a second site at `portBase` fits beside the local site of `settings`, and the one line that
 * says where each runs (or why it cannot).
 * @param {Parameters<typeof localSitePorts>[0] & { mailSmtpPort: number | 'off', mailWebPort: number }} settings
 * @param {number} portBase
 * @param {{ who: string, setting: string }} names the command that runs the second site, and the setting that moves it
 */
export function secondSitePlan(settings, portBase, { who, setting }) {
  const range = secondSiteRange(portBase);
  const clash = portsInside(localSitePorts(settings), range);
  const mail =
    settings.mailSmtpPort === 'off' ? 'no maildev' : `maildev ${settings.mailSmtpPort}/${settings.mailWebPort}`;
  const own =
    `apps ${portBase}–${portBase + APP_PORTS - 1}, contact store ${portBase + SECOND_SITE_OFFSETS.contactStore}, ` +
    `maildev ${portBase + SECOND_SITE_OFFSETS.mailSmtp}/${portBase + SECOND_SITE_OFFSETS.mailWeb}`;
  const start = `${settings.sitePortBase}–${settings.sitePortBase + APP_PORTS - 1}, contact store ${settings.contactStorePort}, ${mail}`;
  return {
    clash,
    line:
      clash.length > 0
        ? `${who} cannot run its site on ports ${range.first}–${range.last}: npm start's site (${start}) uses ` +
          `${clash.join(', ')}. Set ${setting} to a port with ${range.last - range.first} free ports above it.`
        : `${who} runs its site on ports ${range.first}–${range.last} (${own}), beside npm start's (${start}); ` +
          `${setting} moves it.`,
  };
}
