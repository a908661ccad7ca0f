/**
 * The Content-Security-Policy of every app: code, styles, media and requests only from the site's
 * own apps, plus the Google endpoints the contact form needs (Firestore, and App Check with
 * reCAPTCHA). No 'unsafe-eval'. Styles allow 'unsafe-inline': react-hot-toast injects its styles
 * and server-composed pages inline their critical CSS.
 */
import { productionOrigins } from './apps.mjs';

/** Where the Firestore lite client writes the contact messages. */
const FIRESTORE = 'https://firestore.googleapis.com';
/** Where the App Check client exchanges its reCAPTCHA token. */
const APP_CHECK = 'https://content-firebaseappcheck.googleapis.com';
/** reCAPTCHA (v3 and Enterprise) loads its script from Google and its helpers from gstatic. */
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/'];

/**
 * Hashes of the inline executable scripts of the shell's HTML: none today (the composer hands its data
 * over as JSON, which is not executed). A new inline script is blocked until its hash is here (the
 * production-config browser test and `deploy:shell` name it).
 */
export const INLINE_SCRIPT_HASHES = [];

/**
 * Locally the apps, the contact store and a developer's override (`dev:remote`) all live on loopback
 * ports that move with SITE_PORT_BASE and CONTACT_STORE_PORT. (Policies cannot name IPv6 addresses.)
 */
export const LOOPBACK_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'];
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
    'script-src': [...apps, ...INLINE_SCRIPT_HASHES, ...RECAPTCHA_SCRIPTS],
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

/** Production: the six apps at their production URLs (app registry). */
export const productionContentSecurityPolicy = contentSecurityPolicy(productionOrigins);

/** The local server's policy: production's, with the loopback apps and store instead of the production ones. */
export const localContentSecurityPolicy = contentSecurityPolicy(LOOPBACK_SOURCES, LOOPBACK_SOCKETS);
