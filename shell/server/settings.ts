/**
 * The composer service's settings, read the same way by the Cloud Run service (`main.ts`, its
 * environment set by `pnpm deploy:shell`) and by every local server that runs the composer
 * (`npm start`, the tests, the bench), which reads the composition settings below through the built
 * composer. A bad value stops the start with one English message.
 */

import { resolve } from 'node:path';
import {
  decimalSetting,
  hostAndPortSetting,
  httpUrlSetting,
  millisecondsSetting,
  portSetting,
  positiveMillisecondsSetting,
  readSettings,
  SettingsError,
  secondsSetting,
  textSetting,
} from '@codekade/serving/settings';
import { siteConfig } from '@codekade/shared/site-config';
import { proxyNetworks } from './measurements/client-address';

/** How the composer composes a page: wherever it runs. */
export const compositionSettings = {
  fragmentBudgetMs: millisecondsSetting({
    name: 'COMPOSER_FRAGMENT_BUDGET_MS',
    renamedFrom: 'COMPOSER_BUDGET_MS',
    default: 300,
    description:
      "How long a page request waits for the remote's prerendered fragment before the composer sends the plain shell document, which the browser then composes (the browser tests raise it to 5000).",
  }),
  fragmentCacheMs: millisecondsSetting({
    name: 'COMPOSER_FRAGMENT_CACHE_MS',
    renamedFrom: 'COMPOSER_CACHE_MS',
    default: 10_000,
    localDefault: 1000,
    description:
      "How long the composer reuses a remote's fetched fragment before it fetches it again (the browser tests use 0, so a redeploy shows on the next load).",
  }),
  cdnCacheSeconds: secondsSetting({
    name: 'COMPOSER_CDN_CACHE_SECONDS',
    default: 60,
    description: "How long the CDN in front of the composer keeps a composed page (the answer's `s-maxage`).",
  }),
  measurementsFlushMs: positiveMillisecondsSetting({
    name: 'MEASUREMENTS_FLUSH_MS',
    default: 5000,
    description:
      'How often the composer writes the measurement beacons it counted to Firestore: each of its aggregate documents takes one write this often at most (the browser tests use 1000).',
  }),
  measurementClientSharePercent: decimalSetting({
    name: 'MEASUREMENT_CLIENT_SHARE_PERCENT',
    default: 10,
    // A local site has one client, its developer: a share of their own pages would stop counting them.
    localDefault: 100,
    min: 1,
    max: 100,
    description:
      "The largest share of a minute's page views, and of its measurement samples, one client may supply to an instance beyond its first 20 (in memory only: a salted hash of its address, forgotten every minute); what is past it is served but not counted (100: no limit, as on a local site and in the browser tests, whose pages all come from one address).",
  }),
};

/** The measurement tokens of the composer service's pages (shell/server/measurements/page-token.ts). */
export const measurementTokenSettings = {
  measurementTokenSecret: textSetting({
    name: 'MEASUREMENT_TOKEN_SECRET',
    default: undefined,
    defaultText: 'one drawn per process',
    description:
      "The secret the composer signs each page's measurement token with (HMAC-SHA256; at least 32 characters), the same on every instance: `pnpm deploy:shell` sets it from the Secret Manager secret `composer-measurement-token`. Locally each run draws its own.",
  }),
  measurementProxyHops: textSetting({
    name: 'MEASUREMENT_PROXY_HOPS',
    default: undefined,
    defaultText: "2 on Cloud Run (Hosting and Google's front end), else 0",
    description:
      "How many proxies in front of the composer append to `X-Forwarded-For`, for the client share (0: the connection's address). The last entry (Google's front end's) is always believed, each further left only while the one believed so far lies in `MEASUREMENT_PROXY_NETWORKS`.",
    pattern: /^[0-9]$/,
    expected: 'a whole number from 0 to 9',
  }),
  measurementProxyNetworks: textSetting({
    name: 'MEASUREMENT_PROXY_NETWORKS',
    default: undefined,
    defaultText: 'none',
    description:
      "Firebase Hosting's networks (CIDR, separated by spaces), which `pnpm deploy:shell` requires: only a request Google's front end took from one of them is keyed by the address Hosting names; one straight to the `run.app` URL is keyed by its sender, whatever its `X-Forwarded-For` says.",
    pattern: /^[0-9A-Fa-f.:/ ]{0,30000}$/,
    expected: 'networks in CIDR form separated by spaces, such as 203.0.113.0/24 2001:db8::/32',
  }),
};

/**
 * Where the composer service's Firestore is: it writes its measurements there
 * (shell/server/measurements/store-from-settings.ts) and reads the rollout states from it (main.ts).
 */
export const measurementStoreSettings = {
  cloudRunService: textSetting({
    name: 'K_SERVICE',
    default: undefined,
    defaultText: 'unset (Cloud Run sets it)',
    description:
      "The Cloud Run service's name: where it is set, the composer writes its measurements to the project's Firestore and reads the rollout states from it, with the service account.",
  }),
  googleCloudProject: textSetting({
    name: 'GOOGLE_CLOUD_PROJECT',
    default: undefined,
    defaultText: "the metadata server's project",
    description:
      'The Firebase project whose Firestore keeps the measurements and the rollout states (the local emulator takes any `demo-` id).',
    pattern: /^[a-z0-9-]{1,64}$/,
    expected: 'a Google Cloud project id',
  }),
  firestoreEmulatorHost: hostAndPortSetting({
    name: 'FIRESTORE_EMULATOR_HOST',
    default: undefined,
    defaultText: 'unset',
    description:
      'A Firestore emulator the composer service writes its measurements to and reads the rollout states from instead (`npm run bench:server`); without it or `K_SERVICE` beacons are checked and not stored, and every remote is served at the version the discovery document names.',
  }),
};

/**
 * The discovery document's production address: a Firebase Hosting site of its own whose one file is
 * the document, released with `pnpm release:discovery` and no shell deploy (docs/discovery.md).
 */
export const PRODUCTION_DISCOVERY_URL = 'https://codekade-discovery.web.app/discovery.json';

/** Where the composer service runs, and how it composes. */
export const composerServiceSettings = {
  port: portSetting({
    name: 'PORT',
    default: 8080,
    description: 'The port the composer service listens on (Cloud Run sets it).',
  }),
  siteUrl: httpUrlSetting({
    name: 'SITE_URL',
    default: siteConfig.siteUrl,
    description:
      "The site's public address: canonical links, the sitemap and the share image name it, and a new instance warms up against it.",
  }),
  shellDistDir: textSetting({
    name: 'SHELL_DIST_DIR',
    default: resolve(import.meta.dirname, '../dist'),
    defaultText: "the shell's `dist` beside the service's bundle",
    description:
      "The shell's built files the composer reads: index.html, static/css and the discovery document (discovery.json) it starts with.",
  }),
  discoveryUrl: httpUrlSetting({
    name: 'DISCOVERY_URL',
    default: undefined,
    defaultText:
      "unset: the discovery.json in `SHELL_DIST_DIR` (`pnpm deploy:shell` sets the document's own Hosting site)",
    description:
      'Where the live discovery document is released on its own: the composer fetches it with its release check (at most every 5 s, in the background of the requests) and keeps the last good one.',
  }),
  ...compositionSettings,
  ...measurementStoreSettings,
  ...measurementTokenSettings,
};

/** The Cloud Run service's settings from its environment. */
export function readComposerServiceSettings(env: Record<string, string | undefined>) {
  return readSettings(composerServiceSettings, env, { runtime: 'The composer service' });
}

/** The composition settings of a composer run on this machine (`npm start`, tests, bench): local defaults. */
export function readLocalCompositionSettings(env: Record<string, string | undefined>) {
  return readSettings(compositionSettings, env, { runtime: "The local site's composer", local: true });
}

/**
 * The secret a local composer signs page tokens with when one is given (the bench shares it with its
 * load generator); undefined: the local server draws one per run.
 */
export function readLocalTokenSecret(env: Record<string, string | undefined>): string | undefined {
  return readSettings(measurementTokenSettings, env, { runtime: "The local site's composer", local: true })
    .measurementTokenSecret;
}

/**
 * The composition settings the deploy sets on the Cloud Run service, as `NAME=value` (defaults
 * included), and the proxy in front: Hosting's networks, which the deployer must give
 * (`MEASUREMENT_PROXY_NETWORKS`), so that a request straight to the service's `run.app` URL is keyed
 * by its sender, never by what it wrote in `X-Forwarded-For` (docs/measurements.md).
 */
export function composerServiceEnvironment(env: Record<string, string | undefined>): string[] {
  const runtime = '`pnpm deploy:shell`';
  const settings = readSettings(compositionSettings, env, { runtime });
  const { measurementProxyNetworks } = readSettings(measurementTokenSettings, env, { runtime });
  const networks = (measurementProxyNetworks ?? '').split(' ').filter((network) => network !== '');
  if (networks.length === 0) {
    throw new SettingsError(runtime, [
      `${measurementTokenSettings.measurementProxyNetworks.name} must name the networks Firebase Hosting reaches the composer from (CIDR, separated by spaces): Google's own ranges, https://www.gstatic.com/ipranges/goog.json less cloud.json (docs/measurements.md).`,
    ]);
  }
  try {
    proxyNetworks(networks);
  } catch (error) {
    throw new SettingsError(runtime, [
      `${measurementTokenSettings.measurementProxyNetworks.name}: ${(error as Error).message}`,
    ]);
  }
  return [
    ...Object.entries(compositionSettings).map(
      ([key, setting]) => `${setting.name}=${settings[key as keyof typeof compositionSettings]}`,
    ),
    // Production reads the document from its own site, whatever the shell's build emitted.
    `${composerServiceSettings.discoveryUrl.name}=${PRODUCTION_DISCOVERY_URL}`,
    // Google's front end, then Hosting: the entry left of Hosting's is believed only behind its networks.
    `${measurementTokenSettings.measurementProxyHops.name}=2`,
    `${measurementTokenSettings.measurementProxyNetworks.name}=${networks.join(' ')}`,
  ];
}
