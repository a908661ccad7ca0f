// @vitest-environment node
import { CONTACT_FUNCTIONS } from '@codekade/platform/remote-backends';
import { describe, expect, it } from 'vitest';
import { deployPackageJson, RUNTIME_PACKAGES } from './rsbuild.config';

describe("the contact functions' deploy package", () => {
  it('names Node 22, the runtime the deploy names, and pins the runtime packages mf-contact installs', () => {
    const manifest = deployPackageJson();
    expect(manifest.engines).toEqual({ node: '22' });
    expect(CONTACT_FUNCTIONS.runtime).toBe(`nodejs${manifest.engines.node}`);
    expect(manifest.main).toBe('index.js');
    expect(Object.keys(manifest.dependencies).sort()).toEqual([...RUNTIME_PACKAGES].sort());
    for (const version of Object.values(manifest.dependencies)) expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
