/**
 * The Content-Security-Policy of every app: code, styles, media and requests only from the site's
 * own apps, plus the Google endpoints the contact form needs (Firestore, and App Check with
 * reCAPTCHA). No 'unsafe-eval'. Styles allow 'unsafe-inline': react-hot-toast injects its styles
 * and server-composed pages inline their critical CSS.
 */
import { createHash } from 'node:crypto';
import { shellApp } from '@codekade/shared/apps';

/** Where the Firestore lite client writes the contact messages. */
const FIRESTORE = 'https://firestore.googleapis.com';
/** Where the App Check client exchanges its reCAPTCHA token. */
const APP_CHECK = 'https://content-firebaseappcheck.googleapis.com';
/** reCAPTCHA (v3 and Enterprise) loads its script from Google and its helpers from gstatic. */
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/'];

/**
 * Locally the apps, the contact store and a developer's override (`dev:remote`) all live on loopback
 * ports that move with SITE_PORT_BASE and CONTACT_STORE_PORT. (Policies cannot name IPv6 addresses.)
 */
export const LOOPBACK_SOURCES = Object.freeze(['http://localhost:*', 'http://127.0.0.1:*']);
/** The hot-reload socket of a `dev:remote` dev server. */
const LOOPBACK_SOCKETS = ['ws://localhost:*', 'ws://127.0.0.1:*'];

/**
 * @param {string[]} appSources every origin the site's code, styles and files come from
 * @param {string[]} [sockets] web socket origins the pages may open
 */
export function contentSecurityPolicy(appSources, sockets = []) {
  const apps = ["'self'", ...appSources];
  const directives = {
    // Every kind of fetch has its own directive below but link prefetching, which falls back to
    // default-src (in Firefox; the spec says so too): the idle warm-up prefetches the apps' files.
    'default-src': apps,
    'script-src': [...apps, ...RECAPTCHA_SCRIPTS],
    'style-src': [...apps, "'unsafe-inline'"],
    // Small images are inlined as data: URLs by the build.
    'img-src': [...apps, 'data:'],
    'font-src': [...apps, 'data:'],
    'media-src': apps,
    'connect-src': [...apps, ...sockets, FIRESTORE, APP_CHECK],
    'frame-src': RECAPTCHA_FRAMES,
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The code of every inline executable script in an HTML page (JSON data is not executed). */
export function inlineScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes, body]) =>
        body.length > 0 && !/\bsrc=/i.test(attributes) && !/type="application\/(?:ld\+)?json"/i.test(attributes),
    )
    .map(([, , body]) => body);
}

/** The CSP source ('sha256-…') of every inline executable script in an HTML page. */
export function inlineScriptSources(html) {
  return inlineScripts(html).map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

/**
 * `policy` that also runs the given inline scripts: a page's own boot script, admitted by its hash for
 * that page alone (the composer names the hashes of the shell document it serves).
 * @param {string} policy
 * @param {string[]} scriptSources 'sha256-…' sources
 */
export function withInlineScripts(policy, scriptSources) {
  if (scriptSources.length === 0) return policy;
  return policy
    .split('; ')
    .map((directive) => (directive.startsWith('script-src ') ? `${directive} ${scriptSources.join(' ')}` : directive))
    .join('; ');
}

/**
 * A live Firebase Hosting site's default origin, `https://SITE_ID.web.app` or
 * `https://SITE_ID.firebaseapp.com`, where SITE_ID is one DNS label (Firebase's "Share project
 * resources across multiple sites", firebase.google.com/docs/hosting/multisites, and the siteId of
 * projects.sites.create). A preview channel's `SITE_ID--CHANNEL-HASH` (two hyphens) is no live site.
 */
const HOSTING_SITE_ORIGIN =
  /^https:\/\/(?!(?:[^.]*)--)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.(?:web\.app|firebaseapp\.com)$/;

/**
 * The origin of `url` when it is exactly a live Firebase Hosting site's default origin (no port, no
 * user, https): the only origins a discovery document may add to the policy. Otherwise undefined.
 * @param {unknown} url
 * @returns {string | undefined}
 */
export function firebaseHostingOrigin(url) {
  if (typeof url !== 'string' || !URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  if (parsed.username || parsed.password) return undefined;
  return HOSTING_SITE_ORIGIN.test(parsed.origin) ? parsed.origin : undefined;
}

/**
 * Whether `url` (parsed) is admitted by one app source of the forms the site's policies use: an exact
 * origin (`https://codekade-home.web.app`) or a host with any port (`http://localhost:*`). As a policy
 * matches, with the browser's own URL parsing (case, default ports and IPv4 forms normalised); an
 * IPv6 host, a user name, another scheme or host is never admitted.
 * @param {string} source
 * @param {URL} url
 */
function sourceAdmits(source, url) {
  const anyPort = /^(https?:)\/\/([a-z0-9.-]+):\*$/.exec(source);
  if (anyPort) return url.protocol === anyPort[1] && url.hostname === anyPort[2];
  return url.origin === source;
}

/**
 * The one rule of where a remote's files may come from, for the pages' policy and the composer alike:
 * the policy's own app sources (`appSources`: production's own origin, or locally the loopback ones),
 * and the live Firebase Hosting origin of an area the discovery document names (firebaseHostingOrigin).
 * The composer adds the sources it gives for the discovered manifests to every page's policy
 * (release-inputs.ts) and fetches a manifest, fragment, slot or versions list only from a URL it
 * admits (remote-fetch-guard.ts), so it never composes HTML from an origin whose code the browser
 * would block. Returns the source that admits `url`, or undefined.
 * @param {unknown} url
 * @param {readonly string[]} appSources
 * @returns {string | undefined}
 */
export function remoteSourceFor(url, appSources) {
  if (typeof url !== 'string' || !URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  if (parsed.username || parsed.password) return undefined;
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  return appSources.find((source) => sourceAdmits(source, parsed)) ?? firebaseHostingOrigin(url);
}

/**
 * The sources a page's policy adds for the areas at `manifestUrls` beyond `appSources` (by
 * remoteSourceFor): each admitted Hosting origin once; a manifest the rule refuses adds nothing.
 * @param {readonly unknown[]} manifestUrls
 * @param {readonly string[]} appSources
 * @returns {string[]}
 */
export function addedRemoteSources(manifestUrls, appSources) {
  const added = manifestUrls.flatMap((url) => remoteSourceFor(url, appSources) ?? []);
  return [...new Set(added)].filter((source) => !appSources.includes(source));
}

/** The directives that list the apps' origins ('self' and the registry's). */
const APP_DIRECTIVES = ['default-src', 'script-src', 'style-src', 'img-src', 'font-src', 'media-src', 'connect-src'];

/**
 * `policy` that also admits the apps at `origins` wherever it admits the registry's apps: remotes a
 * discovery document brought after the shell's build. Callers pass only firebaseHostingOrigin's.
 * @param {string} policy
 * @param {readonly string[]} origins
 */
export function withRemoteOrigins(policy, origins) {
  if (origins.length === 0) return policy;
  return policy
    .split('; ')
    .map((directive) => {
      const [name, ...sources] = directive.split(' ');
      if (!APP_DIRECTIVES.includes(name)) return directive;
      const added = origins.filter((origin, index) => !sources.includes(origin) && origins.indexOf(origin) === index);
      return [name, ...sources, ...added].join(' ');
    })
    .join('; ');
}

/**
 * Production's app sources: the site's own origin. Every remote's origin comes from the site's
 * discovery document at run time (remoteSourceFor: the Hosting origins of the manifests it names,
 * added to each page's policy), so the policy admits no area the document does not name, and a new
 * area needs no release of this package or of the shell.
 */
export const PRODUCTION_APP_SOURCES = Object.freeze([new URL(shellApp.productionUrl).origin]);

/** Production: the site's own origin; each page adds the areas its discovery document names (withRemoteOrigins). */
export const productionContentSecurityPolicy = contentSecurityPolicy([...PRODUCTION_APP_SOURCES]);

/** The local server's policy: production's, with the loopback apps and store instead of the production ones. */
export const localContentSecurityPolicy = contentSecurityPolicy(LOOPBACK_SOURCES, LOOPBACK_SOCKETS);
