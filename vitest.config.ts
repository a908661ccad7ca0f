import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** One unit-test run for the whole workspace; files opt into Node with `@vitest-environment node`. */
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['{shared,shell,mf-*,scripts,platform,serving}/**/*.test.{ts,tsx}', 'e2e/support/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    setupFiles: ['./vitest.setup.ts'],
    // Google's Firestore emulator, started once per run for the tests of the contact path, and the
    // contact functions' production bundle, built afresh for the delivery tests.
    globalSetup: ['./mf-contact/store/emulator-global-setup.ts', './mf-contact/store/functions-build-global-setup.ts'],
    restoreMocks: true,
    // Vitest's default leaves one core to itself (one worker on a 2-core CI host), yet most of the
    // long tests wait on the emulator, the functions' process or a timer: a worker per core halves
    // the run there.
    maxWorkers: Math.max(2, availableParallelism()),
    // A limit that only ends a hung test, never a slow one: a form test typing through user-event took
    // 5-11 s at a load of 20 (5 s is Vitest's default), which no measurement here is about.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
