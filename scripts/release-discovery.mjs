/**
 * `pnpm release:discovery`: releases the production discovery document (the registry's remotes at
 * their production sites, each with its folder's area.json) to its own Firebase Hosting site
 * (platform/lib/discovery-hosting.mjs, docs/discovery.md); the composer service reads it within 5 s.
 * `pnpm release:discovery --local`: releases the discovery document (docs/discovery.md) on its own to
 * npm start's local hosting, as a new area's team does after releasing its remote: the registry's
 * remotes at this run's ports, each with its folder's area.json. The running composer reads it within
 * a second; an open page keeps the areas it booted with until its next full load. The document is
 * read with the shell's own reader first: one with an entry the shell would leave out is not released.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { localDiscovery, productionDiscovery } from '@codekade/platform/discovery-document';
import {
  DISCOVERY_FILE_NAME,
  DISCOVERY_PUBLIC_DIR,
  discoveryDeployArguments,
} from '@codekade/platform/discovery-hosting';
import { FIREBASE_PROJECT } from '@codekade/platform/hosting-config';
import { localDiscoverySite, releaseLocalDiscovery } from '@codekade/platform/local-discovery';
import { localHostingDir } from '@codekade/platform/local-hosting';
import { repoRoot, run } from '@codekade/platform/run';
import { createJiti } from 'jiti';

const USAGE = 'Usage: pnpm release:discovery [--local]';
const { values } = parseArgs({ options: { local: { type: 'boolean' }, help: { type: 'boolean' } } });
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const jiti = createJiti(import.meta.url);
/** @type {typeof import('@codekade/shared/discovery-reader')} */
const { parseDiscovery } = await jiti.import('@codekade/shared/discovery-reader');
/** @type {typeof import('@codekade/platform/build/discovery-json-schema')} */
const { DISCOVERY_SCHEMA_FILE, discoveryJsonSchemaText } = await jiti.import(
  '@codekade/platform/build/discovery-json-schema',
);
const document = values.local ? localDiscovery() : productionDiscovery();
const problems = [];
const { remotes } = parseDiscovery(document, { base: 'http://localhost/', warn: (message) => problems.push(message) });
if (problems.length > 0) {
  console.error(`The discovery document is not released:\n${problems.join('\n')}`);
  process.exit(1);
}
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
