/**
 * `pnpm remove:remote <name>`: takes a remote out of the workspace again, the reverse of
 * `pnpm new:remote`: its folder (with its remote.json, its registry entry), its browser spec and its
 * workflow, then regenerates every file derived from the remotes' folders.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { localRemoteApps } from '@codekade/platform/apps';
import { repoRoot, run } from '@codekade/platform/run';
import { namesOf } from '@codekade/platform/scaffold/new-remote-input';
import { regenerationCommands } from '@codekade/platform/scaffold/workspace-changes';
import { WORKFLOWS_DIR } from '@codekade/platform/workflows';

const USAGE = `Usage: pnpm remove:remote <name>

Takes a remote out of the workspace, the reverse of pnpm new:remote: deletes its folder <name>/, its
browser spec e2e/tests/<short name>.spec.ts and its workflow (its folder's remote.json is its registry
entry) and regenerates what derives from the registry (pnpm config:hosting, pnpm install, pnpm settings:table).
<name> is one of: ${localRemoteApps.map((app) => app.dir).join(', ')}.`;

const [argument, ...rest] = process.argv.slice(2);
if (argument === '--help' || argument === '-h') {
  console.log(USAGE);
  process.exit(0);
}
const app = localRemoteApps.find((remote) => remote.dir === argument || remote.name === argument);
if (!app || rest.length > 0) {
  const got = [argument, ...rest].filter((part) => part !== undefined).map((part) => JSON.stringify(part));
  console.error(`✖ Give one remote of the registry; got ${got.join(' ') || 'nothing'}.\n\n${USAGE}`);
  process.exit(2);
}

const names = namesOf(app.dir);
// A remote that pnpm new:remote made keeps its spec in its folder; a seed remote's is in e2e/tests.
const removed = [app.dir, `e2e/tests/${names.short}.spec.ts`, `${WORKFLOWS_DIR}/${app.dir}.yml`].filter((path) =>
  existsSync(join(repoRoot, path)),
);
for (const path of removed) rmSync(join(repoRoot, path), { recursive: true, force: true });
console.log(`Removed ${removed.join(', ')}.`);

for (const [command, args] of regenerationCommands()) run(command, args);

console.log(`
✔ ${app.dir} is out of the workspace.

By hand, outside the repository, once no release serves its area any more:
  - delete its Firebase Hosting site if nothing else uses it: npx firebase hosting:sites:delete ${app.hostingSiteId}`);
