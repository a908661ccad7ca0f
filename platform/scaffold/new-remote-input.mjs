// @ts-check
/**
 * What `pnpm new:remote <name> --path <base path> --label <menu label>` is given, checked: the folder
 * name, base path and label land in file names, source code, URLs and Hosting site ids, so each must
 * have one plain shape, and none may take what an app, an area or a test of the site already has.
 * Every problem is one English line for the developer; all of them are reported at once.
 */

import { MAX_PORT_OFFSET } from '../lib/remote-facts.mjs';

/** A remote's folder: `mf-` and lowercase words joined by single hyphens (`mf-jobs`, `mf-job-board`). */
const FOLDER = /^mf-[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
/** A base path: one lowercase path segment of words joined by single hyphens (`/vacatures`). */
const BASE_PATH = /^\/[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A menu label: letters and digits, words separated by one space or hyphen (`Vacatures`, `Werken bij`). */
const LABEL = /^[\p{L}\p{N}]+(?:[ -][\p{L}\p{N}]+)*$/u;

/** Firebase Hosting site ids are at most 30 characters; a remote's is `codekade-<short name>`. */
const HOSTING_SITE_ID_PREFIX = 'codekade-';
const HOSTING_SITE_ID_MAX = 30;
const LABEL_MAX = 30;

export { MAX_PORT_OFFSET };

/**
 * The port offset of the next remote: one above the highest of the registry.
 * @param {readonly { portOffset: number }[]} apps
 */
export const nextPortOffset = (apps) => Math.max(...apps.map((app) => app.portOffset)) + 1;

/**
 * Top-level paths the shell serves itself (its files, remotes.json's folder of local overrides)
 * or that the platform keeps for itself: no area may take them.
 */
export const RESERVED_BASE_PATHS = Object.freeze(['/static', '/remotes', '/api', '/assets']);

/**
 * The names a remote's folder gives it: federation name, short name (its e2e spec and content file),
 * component prefix, content export prefix, Hosting site id and production URL.
 * @param {string} dir a valid folder name such as `mf-job-board`
 */
export function namesOf(dir) {
  const short = dir.slice('mf-'.length);
  const words = short.split('-');
  const pascal = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  const hostingSiteId = `${HOSTING_SITE_ID_PREFIX}${short}`;
  return {
    dir,
    name: dir.replaceAll('-', '_'),
    short,
    pascal,
    camel: pascal.charAt(0).toLowerCase() + pascal.slice(1),
    hostingSiteId,
    productionUrl: `https://${hostingSiteId}.web.app`,
  };
}

/**
 * @typedef {{ name: string, dir: string, hostingSiteId: string, portOffset: number }} ExistingApp
 * @typedef {{ siteId: string, owner: string }} OtherHostingSite a Hosting site of the project that is no app's
 * @typedef {{
 *   apps: readonly ExistingApp[],
 *   hostingSites: readonly OtherHostingSite[],
 *   basePaths: readonly string[],
 *   e2eSpecs: readonly string[],
 *   topLevelFolders: readonly string[],
 * }} Taken what the workspace already has: apps, the project's other Hosting sites (the discovery
 *   document's), every area's base paths, e2e spec files, root folders
 */

/**
 * The problems of a new remote's input, in English; empty when it can be created.
 * @param {{ dir: unknown, basePath: unknown, label: unknown }} input
 * @param {Taken} taken
 * @returns {string[]}
 */
export function newRemoteProblems({ dir, basePath, label }, taken) {
  const problems = [];
  if (nextPortOffset(taken.apps) > MAX_PORT_OFFSET)
    problems.push(
      `The site has ${taken.apps.length} apps, the most its local ports allow (port offsets 0 to ${MAX_PORT_OFFSET}: see MAX_PORT_OFFSET in platform/lib/remote-facts.mjs).`,
    );
  if (typeof dir !== 'string' || !FOLDER.test(dir)) {
    problems.push(
      `The remote's name ${shown(dir)} is not a folder name of the form mf-<words>: "mf-" and lowercase letters and digits, words joined by single hyphens, starting with a letter (such as mf-jobs).`,
    );
  } else {
    const names = namesOf(dir);
    if (names.hostingSiteId.length > HOSTING_SITE_ID_MAX)
      problems.push(
        `The remote's name "${dir}" is too long: its Firebase Hosting site id "${names.hostingSiteId}" would have ${names.hostingSiteId.length} characters, and Firebase allows ${HOSTING_SITE_ID_MAX}.`,
      );
    const clash = taken.apps.find((app) => app.dir === names.dir || app.name === names.name);
    // Two targets on one Hosting site would deploy over each other: a site id is never shared.
    const siteOwner =
      taken.apps.find((app) => app.hostingSiteId === names.hostingSiteId)?.dir ??
      taken.hostingSites.find((site) => site.siteId === names.hostingSiteId)?.owner;
    if (clash) problems.push(`The remote "${dir}" exists already: the registry names ${clash.dir} (${clash.name}).`);
    else if (siteOwner !== undefined)
      problems.push(
        `The remote's name "${dir}" would give it the Firebase Hosting site "${names.hostingSiteId}", which is ${siteOwner}'s already: each app and the discovery document deploy to a site of their own, so choose another name.`,
      );
    else if (taken.topLevelFolders.includes(dir))
      problems.push(`The folder "${dir}" exists already in the workspace; remove or rename it first.`);
    if (taken.e2eSpecs.includes(`${names.short}.spec.ts`))
      problems.push(
        `check:remote finds the remote's own spec ${names.dir}/e2e/${names.short}.spec.ts by its file name, and would run e2e/tests/${names.short}.spec.ts, which exists already, with it: choose another name.`,
      );
  }
  if (typeof basePath !== 'string' || !BASE_PATH.test(basePath)) {
    problems.push(
      `The base path ${shown(basePath)} is not one path segment of the form /<words>: a slash, then lowercase letters and digits, words joined by single hyphens (such as /vacatures).`,
    );
  } else if (taken.basePaths.includes(basePath)) {
    problems.push(`The base path "${basePath}" belongs to an area already.`);
  } else if (RESERVED_BASE_PATHS.includes(basePath)) {
    problems.push(`The base path "${basePath}" is kept for the shell's own files (${RESERVED_BASE_PATHS.join(', ')}).`);
  }
  if (typeof label !== 'string' || !LABEL.test(label) || [...label].length > LABEL_MAX) {
    problems.push(
      `The menu label ${shown(label)} is not ${LABEL_MAX} characters or fewer of letters and digits, words separated by one space or hyphen (such as Vacatures or "Werken bij").`,
    );
  }
  return problems;
}

/**
 * A value as a developer's message shows it: quoted, control characters escaped, long ones cut.
 * @param {unknown} value
 */
function shown(value) {
  if (value === undefined) return '(missing)';
  const text = JSON.stringify(String(value));
  return text.length > 60 ? `${text.slice(0, 57)}…"` : text;
}
