// @ts-check
/**
 * A remote's build facts, which its own folder declares in `remote.json`: federation name, local
 * port offset, Firebase Hosting site and production URL. Only builds and tools read them (the shell
 * learns its remotes at run time from the discovery document). The file is data from a folder a team
 * edits: `parseRemoteFacts` is its one reader and refuses anything off its one shape, in English.
 */
import { hostingSiteIdOf } from '@codekade/shared/apps';
import * as v from 'valibot';

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

/** @param {unknown} value */
const isJsonObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** @param {Record<string, unknown>} facts */
const unknownFields = (facts) => Object.keys(facts).filter((key) => !FIELDS.includes(key));

/**
 * What the remote.json of folder `dir` must hold, each problem in one English line.
 * @param {string} dir
 */
function remoteFactsSchema(dir) {
  const name = federationNameOf(dir);
  const hostingSiteId = hostingSiteIdOf(name);
  const port = `"portOffset" must be a whole number from 1 to ${MAX_PORT_OFFSET} (the shell has 0).`;
  const url = `"productionUrl" must be an https origin without a path or trailing slash (https://${hostingSiteId}.web.app).`;
  return v.pipe(
    v.custom((/** @type {unknown} */ value) => isJsonObject(value), 'is not a JSON object.'),
    v.check(
      (facts) => unknownFields(/** @type {Record<string, unknown>} */ (facts)).length === 0,
      (issue) =>
        `has unknown fields ${unknownFields(/** @type {Record<string, unknown>} */ (issue.input)).join(', ')} (allowed: ${FIELDS.join(', ')}).`,
    ),
    v.object({
      name: v.literal(name, `"name" must be ${JSON.stringify(name)} (the folder's federation name).`),
      portOffset: v.pipe(v.number(port), v.integer(port), v.minValue(1, port), v.maxValue(MAX_PORT_OFFSET, port)),
      hostingSiteId: v.literal(
        hostingSiteId,
        `"hostingSiteId" must be ${JSON.stringify(hostingSiteId)}: the shell finds a remote's preview channels by that name.`,
      ),
      productionUrl: v.pipe(
        v.string(url),
        v.check((text) => URL.canParse(text) && new URL(text).origin === text, url),
        v.startsWith('https:', '"productionUrl" must use https.'),
      ),
    }),
  );
}

/**
 * The build facts of the remote in folder `dir`, from the parsed JSON of its remote.json.
 * @param {unknown} json
 * @param {string} dir
 * @returns {RemoteApp}
 */
export function parseRemoteFacts(json, dir) {
  const where = `${dir}/${REMOTE_FACTS_FILE}`;
  if (!FOLDER.test(dir))
    throw new Error(`${where}: the folder name is not mf- and lowercase words joined by single hyphens.`);
  const read = v.safeParse(remoteFactsSchema(dir), json, { abortEarly: true });
  if (!read.success) throw new Error(`${where}: ${read.issues[0].message}`);
  const { name, portOffset, hostingSiteId, productionUrl } = read.output;
  return { name, dir, portOffset, hostingSiteId, productionUrl };
}

/** The text of a remote.json, as the formatter leaves it. @param {Omit<RemoteApp, 'dir'>} facts */
export const remoteFactsText = ({ name, portOffset, hostingSiteId, productionUrl }) =>
  `${JSON.stringify({ name, portOffset, hostingSiteId, productionUrl }, null, 2)}\n`;
