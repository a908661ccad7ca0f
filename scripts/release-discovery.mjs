/**
 * `pnpm release:discovery`: releases the production discovery document (the registry's remotes at
 * their production sites, each with its folder's area.json) to its own Firebase Hosting site
 * (platform/lib/discovery-hosting.mjs, docs/discovery.md); the composer service reads it within 5 s.
 * `pnpm release:discovery --local`: releases the discovery document (docs/discovery.md) on its own to
 * npm start's local hosting, as a new area's team does after releasing its remote: the registry's
 * remotes at this run's ports, each with its folder's area.json. The running composer reads it within
 * a second; an open page keeps the areas it booted with until its next full load. The document is
 * read with the shell's own reader first: one with an entry the shell would leave out is not released.
 *
 * Pins (issue 48, docs/integrity.md): each remote keeps the versions and pins the live document gives
 * it (nobody writes a pin by hand); `--build <dir>` pins the build in that folder and serves it,
 * `--candidate <dir>` only pins it (a rollout picks it), both from the build's own output (the
 * remote workflow's artifact, never the remote's site), `--serve <remote>:<build id>` serves a version
 * the live document pins already (after `pnpm rollback:remote`). Locally a remote the live document
 * does not pin yet is pinned from its workspace build (`mf-<name>/dist`).
 */

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  localDiscovery,
  pinOfBuild,
  productionDiscovery,
  versionsOfDocument,
  withReleasedBuild,
  workspaceBuilds,
} from '@codekade/platform/discovery-document';
import {
  DISCOVERY_FILE_NAME,
  DISCOVERY_PUBLIC_DIR,
  discoveryDeployArguments,
  PRODUCTION_DISCOVERY_URL,
} from '@codekade/platform/discovery-hosting';
import { FIREBASE_PROJECT } from '@codekade/platform/hosting-config';
import { liveLocalDiscovery, localDiscoverySite, releaseLocalDiscovery } from '@codekade/platform/local-discovery';
import { localHostingDir } from '@codekade/platform/local-hosting';
import { repoRoot, run } from '@codekade/platform/run';
import { createJiti } from 'jiti';

const USAGE =
  'Usage: pnpm release:discovery [--local] [--build <dir>]… [--candidate <dir>]… [--serve <remote>:<build id>]…';
const { values } = parseArgs({
  options: {
    local: { type: 'boolean' },
    help: { type: 'boolean' },
    build: { type: 'string', multiple: true },
    candidate: { type: 'string', multiple: true },
    serve: { type: 'string', multiple: true },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

/** The live production document, or undefined when it cannot be read (the first release). */
async function liveProductionDocument() {
  try {
    const response = await fetch(PRODUCTION_DISCOVERY_URL, { signal: AbortSignal.timeout(10_000) });
    return response.ok ? await response.json() : undefined;
  } catch (error) {
    console.warn(`The live discovery document could not be read (${error.message}); it keeps no pins.`);
    return undefined;
  }
}

/** The live pins, with each remote the live document does not pin taken from `fallback`. */
const carried = (live, fallback) => {
  const kept = versionsOfDocument(live);
  return (app) => kept(app) ?? fallback(app);
};

const live = values.local ? liveLocalDiscovery(localDiscoverySite(localHostingDir())) : await liveProductionDocument();
let versionsOf = carried(live, values.local ? workspaceBuilds() : () => undefined);
for (const [dirs, serve] of [
  [values.candidate ?? [], false],
  [values.build ?? [], true],
]) {
  for (const dir of dirs) {
    const folder = resolve(dir);
    const pin = pinOfBuild(folder);
    const remote = pin && JSON.parse(readFileSync(join(folder, 'mf-manifest.json'), 'utf8')).id;
    if (!pin || typeof remote !== 'string') {
      console.error(`${folder} holds no remote's build with a pinned manifest.`);
      process.exit(1);
    }
    console.log(`Pinning ${remote} ${pin.version} (${pin.integrity})${serve ? ', served' : ''}.`);
    versionsOf = withReleasedBuild(versionsOf, remote, pin, { serve });
  }
}

for (const pair of values.serve ?? []) {
  const [remote = '', version = ''] = pair.split(':');
  const kept = versionsOf({ name: remote, dir: '' })?.pins.find((pin) => pin.version === version);
  if (!kept) {
    console.error(
      `The discovery document pins no ${remote} ${version}: it cannot be served (release its build again).`,
    );
    process.exit(1);
  }
  console.log(`Serving ${remote} ${version} (${kept.integrity}), as pinned before.`);
  versionsOf = withReleasedBuild(versionsOf, remote, kept, { serve: true });
}

const jiti = createJiti(import.meta.url);
/** @type {typeof import('@codekade/shared/discovery-reader')} */
const { parseDiscovery } = await jiti.import('@codekade/shared/discovery-reader');
/** @type {typeof import('@codekade/platform/build/discovery-json-schema')} */
const { DISCOVERY_SCHEMA_FILE, discoveryJsonSchemaText } = await jiti.import(
  '@codekade/platform/build/discovery-json-schema',
);
const document = values.local ? localDiscovery(undefined, { versionsOf }) : productionDiscovery({ versionsOf });
const problems = [];
const { remotes } = parseDiscovery(document, { base: 'http://localhost/', warn: (message) => problems.push(message) });
if (problems.length > 0) {
  console.error(`The discovery document is not released:\n${problems.join('\n')}`);
  process.exit(1);
}
const unpinned = remotes.filter((remote) => remote.version === undefined).map((remote) => remote.name);
if (unpinned.length > 0) console.warn(`No version pinned for ${unpinned.join(', ')}: those areas load nothing.`);
if (!values.local) {
  const folder = join(repoRoot, DISCOVERY_PUBLIC_DIR);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, DISCOVERY_FILE_NAME), `${JSON.stringify(document)}\n`);
  // Beside the document, its JSON Schema, generated from the schema the shell reads it with.
  writeFileSync(join(folder, DISCOVERY_SCHEMA_FILE), discoveryJsonSchemaText());
  run(join(repoRoot, 'node_modules/.bin/firebase'), discoveryDeployArguments(FIREBASE_PROJECT));
  console.log(`Released the discovery document: ${remotes.map((remote) => remote.name).join(', ')}.`);
  process.exit(0);
}
const { name } = await releaseLocalDiscovery(localDiscoverySite(localHostingDir()), document);
console.log(
  `Released the discovery document as local release ${name}: ${remotes.map((remote) => remote.name).join(', ')}.`,
);
