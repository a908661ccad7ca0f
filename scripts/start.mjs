/** `npm start`: install what is missing, build all six apps and serve the composed site. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// A stop of `npm start` while it installs or builds can end npm and leave this process (serve.mjs
// stops with its parent from then on): a parent gone by the end of the build means no site.
const parent = process.ppid;
// On a fresh clone no workspace package resolves yet: install first, by file, then import them.
const setup = fileURLToPath(new URL('../platform/lib/setup.mjs', import.meta.url));
const installed = spawnSync(process.execPath, [setup], { stdio: 'inherit' });
if (installed.status !== 0) process.exit(installed.status ?? 1);
const { run } = await import('@codekade/platform/run');
const { ensureFirestoreEmulator } = await import('@codekade/platform/system-tools');

ensureFirestoreEmulator();
run('pnpm', ['build']);
if (process.ppid !== parent) process.exit(0);
await import('./serve.mjs');
