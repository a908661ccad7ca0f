/**
 * `npm test`: install what is missing, then lint, typecheck, unit tests, build, the trials (`pnpm
 * new:remote`, a new contact field) and browser tests.
 */

import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// On a fresh clone no workspace package resolves yet: install first, by file, then import them.
const setup = fileURLToPath(new URL('../platform/lib/setup.mjs', import.meta.url));
const installed = spawnSync(process.execPath, [setup], { stdio: 'inherit' });
if (installed.status !== 0) process.exit(installed.status ?? 1);
const { run } = await import('@codekade/platform/run');
const { ensureChromium, ensureFirefox, ensureFirestoreEmulator, ensureJava } = await import(
  '@codekade/platform/system-tools'
);

ensureChromium();
ensureFirefox();
ensureJava();
ensureFirestoreEmulator();
run('pnpm', ['lint']);
run('pnpm', ['typecheck']);
run('pnpm', ['test:unit']);
run('pnpm', ['build']);
run('pnpm', ['test:trials']);
run('pnpm', ['test:e2e']);
console.log(
  '\n✔ npm test: lint, typecheck, unit tests, build, the trials (new:remote, a contact field) and browser tests (Chromium and Firefox) all passed.',
);
