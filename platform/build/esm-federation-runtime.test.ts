// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { esmSiblingOf } from './esm-federation-runtime';

describe('the federation runtime as ES modules', () => {
  it("finds the ES module beside the CommonJS bundler runtime that Rspack's federation plugin resolves", () => {
    // As Rspack's plugin finds it: `require.resolve`, so the CommonJS build.
    const bundlerRuntime = createRequire(import.meta.url).resolve('@module-federation/webpack-bundler-runtime');
    expect(bundlerRuntime).toMatch(/[\\/]dist[\\/]index\.cjs$/);
    expect(esmSiblingOf(bundlerRuntime)).toBe(bundlerRuntime.replace(/\.cjs$/, '.js'));
  });

  it('takes an .mjs sibling (as error-codes ships) and keeps a file that has none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'esm-sibling-'));
    for (const name of ['index.cjs', 'index.mjs', 'alone.cjs']) writeFileSync(join(dir, name), '');
    expect(esmSiblingOf(join(dir, 'index.cjs'))).toBe(join(dir, 'index.mjs'));
    expect(esmSiblingOf(join(dir, 'alone.cjs'))).toBe(join(dir, 'alone.cjs'));
  });
});
