/**
 * Serves the built, composed site and the local contact store on loopback until Ctrl-C. Run `pnpm build`
 * first. Each app and the contact part run in a process of their own (scripts/serve-part.mjs), so a
 * crash of one ends only that one: it is reported in one line and started again.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localApps, localRemoteApps, shellOrigin } from '@codekade/platform/apps';
import { localHostingDir, localSite, startLocalSite } from '@codekade/platform/local-hosting';
import { repoRoot } from '@codekade/platform/run';
import { stopWhenParentGoes, superviseParts } from '@codekade/platform/supervisor';

// The parent this process started with: one gone while the site starts stops it too.
const parent = process.ppid;

// Each remote's build goes live on its local hosting as its first release (root and v/<build id>/), as
// a deploy would: a later build changes nothing live until it is released (pnpm release:start --local).
try {
  for (const app of localRemoteApps) {
    await startLocalSite(localSite(localHostingDir(), app.name), join(repoRoot, app.dir, 'dist'));
  }
} catch (error) {
  console.error(`\n✖ The local site could not start: ${error.message}`);
  process.exit(1);
}

const partScript = fileURLToPath(new URL('./serve-part.mjs', import.meta.url));
const parts = [...localApps.map((app) => app.name), 'contact', 'rollouts'].map((name) => ({
  name,
  script: partScript,
  args: [name],
}));

const site = await superviseParts(parts).catch((error) => {
  console.error(`\n✖ The local site could not start: ${error.message}`);
  process.exit(1);
});
console.log('Codekade draait:');
for (const line of site.lines) console.log(line);
console.log(`\nOpen ${shellOrigin} in je browser. Stoppen: Ctrl-C.`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await site.stop();
  process.exit(0);
}
// Ctrl-C, a process manager's stop, a closed terminal.
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.on('SIGHUP', stop);
// `npm start` is npm, then a shell, then this process: npm passes a SIGTERM to the shell, which ends
// without passing it on. A parent gone is a stop too (a process whose parent ends gets a new one).
stopWhenParentGoes(stop, parent);
