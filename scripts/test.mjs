/** `npm test`: install what is missing, then lint, typecheck, unit tests, build and browser tests. */

import { run } from '../platform/lib/run.mjs';
import { installDependencies } from '../platform/lib/setup.mjs';
import { ensureChromium, ensureFirefox, ensureFirestoreEmulator, ensureJava } from '../platform/lib/system-tools.mjs';

installDependencies();
ensureChromium();
ensureFirefox();
ensureJava();
ensureFirestoreEmulator();
run('pnpm', ['lint']);
run('pnpm', ['typecheck']);
run('pnpm', ['test:unit']);
run('pnpm', ['build']);
run('pnpm', ['test:e2e']);
console.log('\n✔ npm test: lint, typecheck, unit tests, build and browser tests (Chromium and Firefox) all passed.');
