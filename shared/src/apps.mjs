// @ts-check
/**
 * The shell's build facts and the naming rule every remote's Hosting site follows. No list of the
 * remotes: each remote's folder declares its own build facts in `remote.json` (federation name, port,
 * Hosting site, production URL), which the Node-side registry reads (platform/lib/app-registry.mjs),
 * and its area in `area.json`; the shell learns both at run time from the discovery document
 * (docs/discovery.md). So adding a remote changes nothing here, and no bundle carries a remote list.
 *
 * Plain JavaScript with JSDoc types, so the TypeScript apps and the Node scripts read the same file.
 */

/** The shell listens here locally (remotes on the next ports); SITE_PORT_BASE moves all apps. */
export const DEFAULT_PORT_BASE = 3000;

/** The host app. Its production URL is the public address of the site. */
export const shellApp = /** @type {const} */ ({
  name: 'shell',
  dir: 'shell',
  portOffset: 0,
  hostingSiteId: 'codekade',
  productionUrl: 'https://www.codekade.nl',
});

/** Firebase Hosting site ids of the remotes start with this: `codekade-<short name>`. */
export const REMOTE_HOSTING_SITE_PREFIX = 'codekade-';

/**
 * The Hosting site id of the remote with federation name `name` (`mf_job_board` → `codekade-job-board`).
 * The shell checks a preview channel's host against it at run time, so a remote it was not built with
 * still gets previews; a remote's remote.json must name this id (its parser refuses another).
 * @param {string} name a federation name (`mf_` and lowercase letters, digits, underscores)
 */
export const hostingSiteIdOf = (name) =>
  `${REMOTE_HOSTING_SITE_PREFIX}${name.slice('mf_'.length).replaceAll('_', '-')}`;
