// @ts-check
/**
 * The settings of every app's build and dev server (the build preset, `federated-app.ts`): the public
 * Firebase web config the browser code gets inlined (Rsbuild's `PUBLIC_*` variables, from the
 * environment or the app's `.env`), the build's id, and what `pnpm dev:remote` hands its dev server.
 * The preset reads them once per build; the browser reads the inlined values in one place
 * (`shared/src/firebase/app.ts`).
 */
import { randomUUID } from 'node:crypto';
import {
  flagSetting,
  hostAndPortSetting,
  httpUrlSetting,
  portSetting,
  readSettings,
  SettingsError,
  textSetting,
} from '@codekade/serving/settings';

/** What `.env` files and a CI's secrets hold: one line of printable text. */
const configValue = /^[\x20-\x7e]+$/;

export const buildSettings = {
  firebaseApiKey: textSetting({
    name: 'PUBLIC_FIREBASE_API_KEY',
    default: undefined,
    defaultText: 'none',
    description: "The Firebase web app's API key (public), for a build against a Firebase project.",
    pattern: configValue,
    expected: 'printable text',
  }),
  firebaseAuthDomain: textSetting({
    name: 'PUBLIC_FIREBASE_AUTH_DOMAIN',
    default: undefined,
    defaultText: 'none',
    description: "The Firebase project's auth domain, such as codekade-site.firebaseapp.com.",
    pattern: /^[a-z0-9.-]+$/,
    expected: 'a host name',
  }),
  firebaseProjectId: textSetting({
    name: 'PUBLIC_FIREBASE_PROJECT_ID',
    default: undefined,
    defaultText: 'none: the local emulator',
    description:
      'The Firebase project the contact form writes to; without one it writes to the local Firestore emulator.',
    pattern: /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/,
    expected: 'a Firebase project id (6 to 30 lower-case letters, digits and dashes)',
  }),
  firebaseStorageBucket: textSetting({
    name: 'PUBLIC_FIREBASE_STORAGE_BUCKET',
    default: undefined,
    defaultText: 'none',
    description: "The Firebase project's storage bucket (part of the web config; the site stores no files).",
    pattern: /^[a-z0-9._-]+$/,
    expected: 'a bucket name',
  }),
  firebaseMessagingSenderId: textSetting({
    name: 'PUBLIC_FIREBASE_MESSAGING_SENDER_ID',
    default: undefined,
    defaultText: 'none',
    description: "The Firebase project's messaging sender id (part of the web config).",
    pattern: /^\d+$/,
    expected: 'digits',
  }),
  firebaseAppId: textSetting({
    name: 'PUBLIC_FIREBASE_APP_ID',
    default: undefined,
    defaultText: 'none',
    description: "The Firebase web app's id, such as 1:1234567890:web:abc123.",
    pattern: configValue,
    expected: 'printable text',
  }),
  firebaseAppCheckSiteKey: textSetting({
    name: 'PUBLIC_FIREBASE_APPCHECK_SITE_KEY',
    default: undefined,
    defaultText: 'none: App Check off',
    description:
      "App Check's reCAPTCHA Enterprise site key; with one, the contact form proves every write comes from the site.",
    pattern: configValue,
    expected: 'printable text',
  }),
  firestoreEmulatorHost: hostAndPortSetting({
    name: 'PUBLIC_FIRESTORE_EMULATOR_HOST',
    default: undefined,
    defaultText: '127.0.0.1:8080 without a project',
    description:
      'Where a build sends contact messages instead of Firestore: the local emulator (its `CONTACT_STORE_PORT`).',
  }),
  buildId: textSetting({
    name: 'CODEKADE_BUILD_ID',
    default: randomUUID(),
    defaultText: 'a new random id per build',
    description:
      "The build's id, in its manifest and every prerendered page: the browser hydrates a page only with the build that rendered it.",
    pattern: /^[A-Za-z0-9_-]{1,64}$/,
    expected: 'letters, digits, _ and - (at most 64)',
  }),
  devPort: portSetting({
    name: 'DEV_PORT',
    default: undefined,
    defaultText: "the app's port for `SITE_PORT_BASE` 3000",
    description: "Set by `pnpm dev:remote`: the port of an app's dev server.",
  }),
  againstLiveShell: flagSetting({
    name: 'AGAINST_LIVE_SHELL',
    default: false,
    description:
      "Set by `pnpm dev:remote`: the remote's dev build runs inside a deployed shell, which boots on its development React (it also shares `react-dom/client`, and an edit Fast Refresh cannot apply reloads its area).",
  }),
  liveShellUrl: httpUrlSetting({
    name: 'LIVE_SHELL_URL',
    default: undefined,
    defaultText: 'the local shell',
    description: "The shell `pnpm dev:remote` links to; the remote's dev server answers CORS for its origin too.",
  }),
};

const FIREBASE_WEB_CONFIG = /** @type {const} */ (['firebaseApiKey', 'firebaseAppId']);

/**
 * The build settings from `env` (the environment over the app's `.env` files, as Rsbuild reads them).
 * A build for a Firebase project needs its API key and app id too.
 * @param {Record<string, string | undefined>} env
 */
export function readBuildSettings(env) {
  const runtime = 'The build';
  const settings = readSettings(buildSettings, env, { runtime });
  if (settings.firebaseProjectId !== undefined) {
    const missing = FIREBASE_WEB_CONFIG.filter((key) => settings[key] === undefined);
    if (missing.length > 0) {
      throw new SettingsError(
        runtime,
        missing.map(
          (key) =>
            `${buildSettings[key].name} must be set: PUBLIC_FIREBASE_PROJECT_ID names a project, and its web config needs it.`,
        ),
      );
    }
  }
  return settings;
}

/**
 * The `PUBLIC_*` settings that are set, as Rsbuild `source.define` entries: the browser code reads
 * exactly what was checked here.
 * @param {ReturnType<typeof readBuildSettings>} settings
 * @returns {Record<string, string>}
 */
export function publicDefines(settings) {
  return Object.fromEntries(
    Object.entries(buildSettings).flatMap(([key, setting]) => {
      const value = settings[/** @type {keyof typeof buildSettings} */ (key)];
      return setting.name.startsWith('PUBLIC_') && typeof value === 'string'
        ? [[`import.meta.env.${setting.name}`, JSON.stringify(value)]]
        : [];
    }),
  );
}
