/**
 * `pnpm new:remote <name> --path <base path> --label <menu label>`: creates a working remote (an area
 * of the site) from the template in platform/scaffold/remote-template/, its build facts (remote.json)
 * and area (area.json) in its folder, and regenerates every file derived from the remotes' folders. `--help` says what it does.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { FIREBASE_PROJECT } from '@codekade/platform/hosting-config';
import { REMOTE_FACTS_FILE, remoteFactsText } from '@codekade/platform/remote-facts';
import { repoRoot, run } from '@codekade/platform/run';
import {
  AREA_DECLARATION_FILE,
  areaDeclaration,
  areaDeclarationText,
  positionsAfter,
  remoteFacts,
} from '@codekade/platform/scaffold/area-declaration';
import { namesOf, newRemoteProblems, nextPortOffset } from '@codekade/platform/scaffold/new-remote-input';
import { remoteFiles } from '@codekade/platform/scaffold/remote-template';
import { regenerationCommands, takenIn } from '@codekade/platform/scaffold/workspace-changes';

const USAGE = `Usage: pnpm new:remote <name> --path <base path> --label <menu label>

Creates a new area of the site as its own remote, for example:
  pnpm new:remote mf-jobs --path /vacatures --label Vacatures

  <name>     the remote's folder: mf- and lowercase words joined by hyphens (mf-jobs; federation name mf_jobs)
  --path     the area's base path, one segment (/vacatures); the remote owns everything below it
  --label    the area's page name: the title "Codekade - <label>", the page's placeholder heading,
             and its link text in the header, mobile menu, footer and 404 page (last in each)

What it does, in this workspace (everything but the root files below lands in <name>/):
  - writes the remote from platform/scaffold/remote-template/: <name>/ (package, rsbuild.config.ts,
    tsconfig, entry, bootstrap, routes, prerender plan, one page with its content file and unit test,
    its browser spec <name>/e2e/<short name>.spec.ts) and its area and menu entries <name>/area.json
  - writes its build facts to <name>/remote.json (next port, Hosting site codekade-<short name>): the
    build-time registry is every mf-*/remote.json, so no shared file names the new remote;
    the shell learns the area itself at run time, from the discovery document (docs/discovery.md)
  - regenerates what derives from the remotes' folders: pnpm install (pnpm-lock.yaml), pnpm
    config:hosting (firebase.json, .firebaserc, .github/workflows/<name>.yml, <name>/release-inputs.json),
    pnpm settings:table; pushing all this runs only <name>'s workflow and the discovery document's
  - prints what is left to do by hand outside the repository (the Hosting site, the deploy secret)

pnpm remove:remote <name> takes it out again. Docs: docs/architecture.md, "Adding a remote".`;

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { path: { type: 'string' }, label: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : error}\n\n${USAGE}`);
  process.exit(2);
}
if (parsed.values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (parsed.positionals.length !== 1) {
  console.error(`✖ Give exactly one remote name; got ${parsed.positionals.length}.\n\n${USAGE}`);
  process.exit(2);
}

const [dir] = parsed.positionals;
const { path: basePath, label } = parsed.values;
const taken = await takenIn(repoRoot);
const problems = newRemoteProblems({ dir, basePath, label }, taken);
if (problems.length > 0) {
  console.error(`✖ pnpm new:remote cannot create this remote:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
  console.error(USAGE);
  process.exit(2);
}

const names = namesOf(dir);
const area = { basePath, label, portOffset: nextPortOffset(taken.apps) };
const declaration = areaDeclaration(area, positionsAfter(repoRoot, taken.apps));
const files = [
  ...remoteFiles(names, area),
  { path: `${names.dir}/${AREA_DECLARATION_FILE}`, text: areaDeclarationText(declaration) },
  { path: `${names.dir}/${REMOTE_FACTS_FILE}`, text: remoteFactsText(remoteFacts(names, area)) },
];
for (const file of files) {
  const target = join(repoRoot, file.path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, file.text, { flag: 'wx' });
}
console.log(`Wrote ${files.map((file) => file.path).join(', ')}.`);

for (const [command, args] of regenerationCommands()) run(command, args);
// The label and the base path are spliced into the template's lines: the formatter wraps them as usual.
run('pnpm', ['exec', 'biome', 'format', '--write', names.dir], {
  stdio: 'ignore',
});

console.log(`
✔ ${names.dir} is the site's area ${basePath} ("${label}"): after pnpm build, npm start serves it.

Next, in the repository:
  - replace the placeholder heading and intro in ${names.dir}/src/content/${names.short}-page.ts, and the
    meta description in ${names.dir}/${AREA_DECLARATION_FILE}, which also says which menus link to the
    area, at which position
  - pnpm check:remote ${names.dir} (lint, types, unit test, build, contract, browser specs)
  - commit; the workflow .github/workflows/${names.dir}.yml checks and deploys it

By hand, outside the repository, before its first deploy:
  - create its Firebase Hosting site: npx firebase hosting:sites:create ${names.hostingSiteId} --project ${FIREBASE_PROJECT}
  - the deploy job reads the secret FIREBASE_SERVICE_ACCOUNT of the GitHub environment "production",
    as every remote's does: its service account needs the Firebase Hosting Admin role on ${FIREBASE_PROJECT},
    which covers the new site (set the secret there first if this repository has none yet)
  - no release of the shell: releasing the remote and the discovery document puts the area live
    (docs/discovery.md)`);
