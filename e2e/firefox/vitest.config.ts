import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { TEST_FRAGMENT_BUDGET_MS } from '../support/test-fragment-budget';

// The Firestore emulator of a run keeps its data in a fresh directory, never in the local inbox of
// npm start (handed to the global setup, which starts the contact part).
process.env.CONTACT_STORE_DIR ??= mkdtempSync(join(tmpdir(), 'codekade-firefox-contact-store-'));
// The site's composer waits for fragments and slots as long as on the Chromium suite's site: with the
// production budget a busy machine answered a slot with a 503, which fails a smoke test.
process.env.COMPOSER_FRAGMENT_BUDGET_MS ??= String(TEST_FRAGMENT_BUDGET_MS);

/** A smoke test of the built, served site in Debian's Firefox ESR over WebDriver BiDi, on loopback only. */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    // One Firefox serves every file, and it takes one WebDriver BiDi session at a time.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    reporters: ['default', './summary-reporter.ts'],
  },
});
