import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The trials (`pnpm test:trials`, each alone with `pnpm test:new-remote` or `pnpm test:contact-field`):
 * a team's change made in one copy of the workspace (trial-copy-global-setup.ts), apart from the unit
 * tests because they need the built apps: `npm test` runs them after `pnpm build`. One after the
 * other, as each leaves the copy as it found it.
 */
export default defineConfig({
  test: {
    root: join(import.meta.dirname, '../..'),
    include: ['platform/scaffold/*.trial.ts', 'mf-contact/store/*.trial.ts'],
    environment: 'node',
    globalSetup: ['platform/scaffold/trial-copy-global-setup.ts'],
    fileParallelism: false,
    // Each step installs, builds or runs a browser: minutes on a loaded machine; the clock decides nothing.
    testTimeout: 20 * 60_000,
    hookTimeout: 10 * 60_000,
  },
});
