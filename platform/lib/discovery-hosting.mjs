/**
 * The discovery document's production release (docs/discovery.md): a Firebase Hosting site of its
 * own whose one file is the document, deployed with `pnpm release:discovery` and rolled back with
 * `pnpm rollback:discovery`, apart from the shell and every remote. firebase.json, .firebaserc and the
 * release read this module (`pnpm config:hosting`).
 */
import { DISCOVERY_PATH } from '@codekade/shared/discovery-format';

/** The Hosting target and site; the composer's PRODUCTION_DISCOVERY_URL names the site's default domain. */
export const DISCOVERY_HOSTING = { target: 'discovery', siteId: 'codekade-discovery' };
/** Where the composer service reads the live document (shell/server/settings.ts names the same), and a release reads its pins. */
export const PRODUCTION_DISCOVERY_URL = `https://${DISCOVERY_HOSTING.siteId}.web.app${DISCOVERY_PATH}`;
/** The folder the release writes the document to and deploys (built, not committed: `dist-*`). */
export const DISCOVERY_PUBLIC_DIR = 'dist-discovery';
/** The document's file in that folder, at the path the composer fetches. */
export const DISCOVERY_FILE_NAME = DISCOVERY_PATH.slice(1);

/**
 * The site's firebase.json entry: the one file, revalidated on every fetch (a release shows within the
 * composer's next check), with the security headers of a remote's files; every other path a 404.
 * @param {(source: string) => object[]} headerRules the security and revalidation rules of hosting-config.mjs
 */
export function discoveryHostingEntry(headerRules) {
  return {
    target: DISCOVERY_HOSTING.target,
    public: DISCOVERY_PUBLIC_DIR,
    ignore: [],
    headers: headerRules('**'),
  };
}

/** The `firebase deploy` arguments of the document alone: no other site, no function. */
export function discoveryDeployArguments(project) {
  return ['deploy', '--only', `hosting:${DISCOVERY_HOSTING.target}`, '--project', project];
}
