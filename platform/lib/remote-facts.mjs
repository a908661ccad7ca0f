// @ts-check
/**
 * A remote's build facts, which its own folder declares in `remote.json`: federation name, local
 * port offset, Firebase Hosting site and production URL. Only builds and tools read them (the shell
 * learns its remotes at run time from the discovery document). The file is data from a folder a team
 * edits: `parseRemoteFacts` is its one reader and refuses anything off its one shape, in English.
 */
import { hostingSiteIdOf } from '@codekade/shared/apps';

export const REMOTE_FACTS_FILE = 'remote.json';

/** A remote's folder: `mf-` and lowercase words joined by single hyphens. */
const FOLDER = /^mf-[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
/**
 * The highest port offset an app may take: the browser tests run copies of the local site from
 * SITE_PORT_BASE + 16 on, below the second site's maildev at + 25 (platform/lib/second-site.mjs),
 * so a site has nine apps at most: the shell and eight remotes.
 */
export const MAX_PORT_OFFSET = 8;
const FIELDS = ['name', 'portOffset', 'hostingSiteId', 'productionUrl'];

/**
 * @typedef {{ name: string, dir: string, portOffset: number, hostingSiteId: string, productionUrl: string }} RemoteApp
 */

/** The federation name of the remote in folder `dir` (`mf-job-board` → `mf_job_board`). */
export const federationNameOf = (/** @type {string} */ dir) => dir.replaceAll('-', '_');

/**
 * The build facts of the remote in folder `dir`, from the parsed JSON of its remote.json.
 * @param {unknown} json
 * @param {string} dir
 * @returns {RemoteApp}
 */
export function parseRemoteFacts(json, dir) {
  const where = `${dir}/${REMOTE_FACTS_FILE}`;
  const fail = (/** @type {string} */ reason) => {
    throw new Error(`${where}: ${reason}`);
  };
  if (!FOLDER.test(dir)) fail(`the folder name is not mf- and lowercase words joined by single hyphens.`);
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return fail('is not a JSON object.');
  const facts = /** @type {Record<string, unknown>} */ (json);
  const unknown = Object.keys(facts).filter((key) => !FIELDS.includes(key));
  if (unknown.length > 0) fail(`has unknown fields ${unknown.join(', ')} (allowed: ${FIELDS.join(', ')}).`);
  const { name, portOffset, hostingSiteId, productionUrl } = facts;
  const expectedName = federationNameOf(dir);
  if (name !== expectedName) fail(`"name" must be ${JSON.stringify(expectedName)} (the folder's federation name).`);
  if (typeof portOffset !== 'number' || !Number.isInteger(portOffset) || portOffset < 1 || portOffset > MAX_PORT_OFFSET)
    fail(`"portOffset" must be a whole number from 1 to ${MAX_PORT_OFFSET} (the shell has 0).`);
  const expectedSite = hostingSiteIdOf(expectedName);
  if (hostingSiteId !== expectedSite)
    fail(
      `"hostingSiteId" must be ${JSON.stringify(expectedSite)}: the shell finds a remote's preview channels by that name.`,
    );
  const expectedUrl = `https://${expectedSite}.web.app`;
  if (
    typeof productionUrl !== 'string' ||
    !URL.canParse(productionUrl) ||
    new URL(productionUrl).origin !== productionUrl
  )
    fail(`"productionUrl" must be an https origin without a path or trailing slash (${expectedUrl}).`);
  if (new URL(/** @type {string} */ (productionUrl)).protocol !== 'https:') fail(`"productionUrl" must use https.`);
  return {
    name: expectedName,
    dir,
    portOffset: /** @type {number} */ (portOffset),
    hostingSiteId: expectedSite,
    productionUrl: /** @type {string} */ (productionUrl),
  };
}

/** The text of a remote.json, as the formatter leaves it. @param {Omit<RemoteApp, 'dir'>} facts */
export const remoteFactsText = ({ name, portOffset, hostingSiteId, productionUrl }) =>
  `${JSON.stringify({ name, portOffset, hostingSiteId, productionUrl }, null, 2)}\n`;
