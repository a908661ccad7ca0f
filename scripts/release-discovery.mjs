/**
 * `pnpm release:discovery --local`: releases the discovery document (docs/discovery.md) on its own to
 * npm start's local hosting, as a new area's team does after releasing its remote: the registry's
 * remotes at this run's ports, each with its folder's area.json. The running composer reads it within
 * a second; an open page keeps the areas it booted with until its next full load. The document is
 * read with the shell's own reader first: one with an entry the shell would leave out is not released.
 */
import { parseArgs } from 'node:util';
import { localDiscovery } from '@codekade/platform/discovery-document';
import { localDiscoverySite, releaseLocalDiscovery } from '@codekade/platform/local-discovery';
import { localHostingDir } from '@codekade/platform/local-hosting';
import { createJiti } from 'jiti';

const USAGE = 'Usage: pnpm release:discovery --local';
const { values } = parseArgs({ options: { local: { type: 'boolean' }, help: { type: 'boolean' } } });
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!values.local) {
  console.error(
    `${USAGE}\nOnly the local hosting is released to so far; production's discovery document still ships in the shell's build (docs/discovery.md).`,
  );
  process.exit(2);
}

/** @type {typeof import('@codekade/shared/discovery')} */
const { parseDiscovery } = await createJiti(import.meta.url).import('@codekade/shared/discovery');
const document = localDiscovery();
const problems = [];
const { remotes } = parseDiscovery(document, { base: 'http://localhost/', warn: (message) => problems.push(message) });
if (problems.length > 0) {
  console.error(`The discovery document is not released:\n${problems.join('\n')}`);
  process.exit(1);
}
const { name } = await releaseLocalDiscovery(localDiscoverySite(localHostingDir()), document);
console.log(
  `Released the discovery document as local release ${name}: ${remotes.map((remote) => remote.name).join(', ')}.`,
);
