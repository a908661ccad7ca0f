/**
 * Builds firebase.json and .firebaserc from the app registry (shared/src/apps.mjs): one Hosting
 * site per app with its caching, CORS and security headers. `pnpm config:hosting` writes them; a
 * unit test proves the committed files match.
 */

import { FIREBASE_PROJECT } from '@codekade/serving/firebase-project';
import { RESOURCE_POLICY, securityHeaders } from '@codekade/serving/security-headers';
import { BEACON_PATH } from '@codekade/shared/measurements';
import { apps, shellApp } from './app-registry.mjs';
import { productionShellOrigin } from './apps.mjs';
import { DISCOVERY_FILE_NAME, DISCOVERY_HOSTING, discoveryHostingEntry } from './discovery-hosting.mjs';
import { ROLLOUT_GATE_FUNCTIONS } from './gate-deploy.mjs';
import { CONTACT_FUNCTIONS, FIRESTORE_CONFIG } from './remote-backends.mjs';

export { FIREBASE_PROJECT };

/** The SPA fallback never answers under static/: a missing chunk must stay a plain 404. */
const NOT_STATIC = '!/static/**';

/**
 * How the shell's pages (HTML) are answered: by the composer (shell/server), a Cloud Run service that
 * renders each page with the remote's prerendered HTML; the Hosting CDN keeps its answers for their
 * `s-maxage`. Static files win over rewrites, so the shell's index.html (the composer's template)
 * is not published as a file, or it would answer `/` itself.
 */
export const COMPOSER_SERVICE = { serviceId: 'codekade-composer', region: 'europe-west4' };
export const SHELL_HTML_REWRITE = { source: NOT_STATIC, run: COMPOSER_SERVICE };
/**
 * The pages' measurement beacons (POST) go to the composer service too, named first so the endpoint
 * stays the composer's whatever the page rewrite comes to exclude. Hosting passes no cookie but
 * `__session`, and the composer stores nothing of the request but the beacon's counts.
 */
export const MEASUREMENTS_REWRITE = { source: BEACON_PATH, run: COMPOSER_SERVICE };

/**
 * A remote's own pages are its standalone preview, a single-page app. Its prerendered fragments
 * (ssr/) are files too: a missing one must be a 404 the composer can read as "no such page"; so are
 * its versions (v/<build id>/, see platform/lib/release-versions.mjs): a version that is not
 * published is a 404, never the preview's HTML. So is any missing path with an extension (a
 * versions.json or release-ledger.json before the first release): a preview route has none.
 */
const REMOTE_PREVIEW_REWRITE = { source: '!{/static/**,/ssr/**,/v/**,**/*.*}', destination: '/index.html' };

const header = (key, value) => ({ key, value });

/** The security headers on every response of a site; `resourcePolicy` names who may load its files. */
const securityRules = (source, resourcePolicy) => ({
  source,
  headers: Object.entries(securityHeaders(undefined, { resourcePolicy })).map(([key, value]) => header(key, value)),
});

/** Revalidate: remotes.json, manifests, entries, a remote's preview HTML. */
const revalidate = (source) => ({ source, headers: [header('Cache-Control', 'no-cache')] });
/**
 * The shell's pages are the composer's answers: their Cache-Control (`s-maxage` for the CDN) is the
 * composer's alone, so Hosting's rules name only the shell's files (paths with an extension).
 */
const SHELL_FILES = '**/*.*';
/** RFC 8615's folder (security.txt). */
const WELL_KNOWN_FILES = '/.well-known/**';

/** A remote's files are fetched by the shell's pages only. */
const shellMayFetch = {
  source: '**',
  headers: [header('Access-Control-Allow-Origin', productionShellOrigin), header('Vary', 'Origin')],
};

/**
 * Everything under static/ has a content hash in its name. Hosting applies a header rule by path,
 * whatever the status: a chunk that is missing (gone after a release, not yet live, a CDN glitch)
 * answers 404 with this very Cache-Control. So no `immutable` and no year in the browser: it keeps a
 * file (or its 404) 5 minutes and then revalidates with the ETag (a 304); the CDN keeps it until the
 * next release, which clears the CDN and is the only way a missing file can appear.
 */
export const HASHED_FILE_CACHE = 'public, max-age=300, s-maxage=31536000';
const hashed = (source) => ({ source, headers: [header('Cache-Control', HASHED_FILE_CACHE)] });
const hashedFiles = hashed('static/**');
/** A remote's versions keep their hashed files under v/<build id>/static/. */
const versionHashedFiles = hashed('v/*/static/**');

function hostingOf(app) {
  const isShell = app.name === shellApp.name;
  return {
    target: app.name,
    public: `${app.dir}/dist`,
    // The composer answers /discovery.json with the document released on its own site, not the build's.
    ignore: isShell ? ['mf-stats.json', 'index.html', DISCOVERY_FILE_NAME] : ['mf-stats.json'],
    headers: isShell
      ? // A page's security headers are the composer's alone: a second CSP from Hosting would also
        // apply, and block what a developer's override session allows (override-session.ts).
        [
          securityRules(SHELL_FILES, RESOURCE_POLICY.shell),
          revalidate(SHELL_FILES),
          // Hosting's `**` passes over a dot folder: security.txt needs a rule of its own.
          securityRules(WELL_KNOWN_FILES, RESOURCE_POLICY.shell),
          revalidate(WELL_KNOWN_FILES),
          hashedFiles,
        ]
      : [securityRules('**', RESOURCE_POLICY.remote), revalidate('**'), shellMayFetch, hashedFiles, versionHashedFiles],
    rewrites: isShell ? [MEASUREMENTS_REWRITE, SHELL_HTML_REWRITE] : [REMOTE_PREVIEW_REWRITE],
  };
}

export function firebaseConfig() {
  return {
    firestore: { ...FIRESTORE_CONFIG },
    functions: [{ ...CONTACT_FUNCTIONS }, { ...ROLLOUT_GATE_FUNCTIONS }],
    hosting: [
      ...apps.map(hostingOf),
      // The discovery document, released on its own (discovery-hosting.mjs).
      discoveryHostingEntry((source) => [securityRules(source, RESOURCE_POLICY.remote), revalidate(source)]),
    ],
    emulators: { firestore: { host: '127.0.0.1', port: 8080 }, singleProjectMode: true },
  };
}

/** Hosting target (= federation name) to Firebase Hosting site id. Set the real site ids in the registry. */
export function firebaseRc() {
  return {
    projects: { default: FIREBASE_PROJECT },
    targets: {
      [FIREBASE_PROJECT]: {
        hosting: {
          ...Object.fromEntries(apps.map((app) => [app.name, [app.hostingSiteId]])),
          [DISCOVERY_HOSTING.target]: [DISCOVERY_HOSTING.siteId],
        },
      },
    },
  };
}
