import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * `pnpm test:new-remote`: the trial of `pnpm new:remote` in a copy of the workspace
 * (new-remote.trial.ts), apart from the unit tests because it needs the built apps: `npm test` runs it
 * after `pnpm build`.
 */
export default defineConfig({
  test: {
    root: join(import.meta.dirname, '../..'),
    include: ['platform/scaffold/*.trial.ts'],
    environment: 'node',
  },
});
