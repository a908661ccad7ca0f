// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { remoteApps } from './app-registry.mjs';
import { E2E_PACKAGE_FILE, e2ePackageJson } from './e2e-package.mjs';

const repoRoot = join(import.meta.dirname, '../..');
const committed = JSON.parse(readFileSync(join(repoRoot, E2E_PACKAGE_FILE), 'utf8'));

describe('the browser tests’ package', () => {
  it('is what `pnpm config:hosting` generates from the app registry', () => {
    expect(committed).toEqual(e2ePackageJson(committed));
  });

  it('depends on exactly the registry’s remotes and keeps its other dependencies', () => {
    const stale = { devDependencies: { 'mf-gone': 'workspace:*', vitest: 'catalog:', '@playwright/test': 'catalog:' } };
    const generated = e2ePackageJson(stale);
    expect(Object.keys(generated.devDependencies)).toEqual([
      '@playwright/test',
      ...remoteApps.map((app) => app.dir).sort(),
      'vitest',
    ]);
  });
});
