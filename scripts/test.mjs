/** `npm test`: install what is missing, then lint, typecheck, unit tests, build and browser tests. */

import { run } from '@codekade/platform/run';
import { installDependencies } from '@codekade/platform/setup';
import { ensureChromium, ensureFirefox, ensureFirestoreEmulator, ensureJava } from '@codekade/platform/system-tools';

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
