/**
 * `pnpm remove:remote <name>`: takes a remote out of the workspace again, the reverse of
 * `pnpm new:remote`: its folder (with its remote.json, its registry entry), its browser spec and its
 * workflow, then regenerates every file derived from the remotes' folders.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localRemoteApps } from '@codekade/platform/apps';
import { repoRoot, tryRun } from '@codekade/platform/run';
import { namesOf } from '@codekade/platform/scaffold/new-remote-input';
import { dropDependencies, regenerationCommands, removalImpact } from '@codekade/platform/scaffold/workspace-changes';
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
const packageName = JSON.parse(readFileSync(join(repoRoot, app.dir, 'package.json'), 'utf8')).name;

// Checked before anything changes: a file that stays and imports the remote stops the removal.
const impact = removalImpact(repoRoot, { packageName, dir: app.dir, removedPaths: removed });
if (impact.imports.length > 0) {
  console.error(`✖ ${app.dir} is not removed: these files stay and import ${packageName}. Nothing was changed.
${impact.imports.map((file) => `  - ${file}`).join('\n')}
Take those imports out (what they need belongs in the file itself or in @codekade/shared, never in a
remote), then run pnpm remove:remote ${app.dir} again.`);
  process.exit(1);
}

// Moved aside, not deleted, until the workspace is regenerated without it: a failure puts all back.
mkdirSync(join(repoRoot, '.data'), { recursive: true });
const aside = mkdtempSync(join(repoRoot, '.data', `removing-${app.dir}-`));
const manifests = new Map(impact.dependencies.map(({ file }) => [file, readFileSync(join(repoRoot, file), 'utf8')]));
for (const [index, path] of removed.entries()) renameSync(join(repoRoot, path), join(aside, String(index)));
dropDependencies(repoRoot, packageName, impact.dependencies);
const regenerate = () => {
  for (const [command, args] of regenerationCommands()) {
    if (!tryRun(command, args)) throw new Error(`${command} ${args.join(' ')} failed`);
  }
};
try {
  regenerate();
} catch (error) {
  for (const [index, path] of removed.entries()) renameSync(join(aside, String(index)), join(repoRoot, path));
  for (const [file, text] of manifests) writeFileSync(join(repoRoot, file), text);
  rmSync(aside, { recursive: true, force: true });
  console.error(`✖ ${app.dir} is not removed: regenerating the workspace failed (${error instanceof Error ? error.message : error}).
Its files are back; the derived files are regenerated as they were.`);
  try {
    regenerate();
  } catch {
    console.error(
      '  Regenerating them again failed too: run pnpm install && pnpm config:hosting && pnpm settings:table.',
    );
  }
  process.exit(1);
}
rmSync(aside, { recursive: true, force: true });
const dropped = impact.dependencies.map(({ file }) => `its entry in ${file}`);
console.log(`Removed ${[...removed, ...dropped].join(', ')}.`);

console.log(`
✔ ${app.dir} is out of the workspace.

By hand, outside the repository, once no release serves its area any more:
  - delete its Firebase Hosting site if nothing else uses it: npx firebase hosting:sites:delete ${app.hostingSiteId}`);
