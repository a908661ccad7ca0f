/**
 * The delivery tests run the very bundle production deploys (mf-contact/functions/dist, in a process
 * of its own): built afresh once per unit-test run (vitest globalSetup, about a second), so they test
 * the functions' source as it is, on a fresh clone too, where `npm test` builds the apps only later.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

export default function buildFunctionsModule() {
  execFileSync('pnpm', ['build:functions'], { cwd: resolve(import.meta.dirname, '..'), stdio: 'pipe' });
}
