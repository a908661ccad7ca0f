// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apps, remoteApps } from './app-registry.mjs';
import { firebaseConfig, firebaseRc } from './hosting-config.mjs';
import { dependencyClosure, RELEASE_INPUTS_FILE, readLockfile, releaseInputs } from './release-inputs.mjs';

const repoRoot = join(import.meta.dirname, '../..');
const lockfile = readLockfile(repoRoot);
const generated = releaseInputs(firebaseConfig(), firebaseRc(), lockfile);

describe("each app's release inputs (its slice of the lockfile and of the hosting config)", () => {
  it.each(apps)('$dir/release-inputs.json is what `pnpm config:hosting` writes from the lockfile', (app) => {
    const file = `${app.dir}/${RELEASE_INPUTS_FILE}`;
    const committed = JSON.parse(readFileSync(join(repoRoot, file), 'utf8'));
    expect(committed, `${file} is stale: run pnpm config:hosting`).toEqual(generated[file]);
  });

  it("holds the app's own Hosting entry and site, and every package its importers reach", () => {
    for (const app of apps) {
      const inputs = generated[`${app.dir}/${RELEASE_INPUTS_FILE}`];
      expect(inputs?.hosting?.target).toBe(app.name);
      expect(inputs?.hostingSites).toEqual([app.hostingSiteId]);
      expect(inputs?.lockfile.packages).toEqual(expect.arrayContaining([expect.stringMatching(/^react@19\./)]));
    }
    // The shell's workflow runs npm test: its slice has the test tools; a remote's has its build only.
    expect(generated[`shell/${RELEASE_INPUTS_FILE}`]?.lockfile.packages.some((key) => key.startsWith('vitest@'))).toBe(
      true,
    );
    expect(
      generated[`mf-home/${RELEASE_INPUTS_FILE}`]?.lockfile.packages.some((key) => key.startsWith('vitest@')),
    ).toBe(false);
  });

  it("names no remote's origin in its Hosting part: a remote coming or going changes no other app's inputs", () => {
    for (const app of apps) {
      const inputs = JSON.stringify(generated[`${app.dir}/${RELEASE_INPUTS_FILE}`]?.hosting);
      for (const remote of remoteApps)
        expect(inputs, `${app.dir} names ${remote.dir}`).not.toContain(remote.productionUrl);
    }
    // Nor does firebase.json: production's policies name the site itself; pages admit their areas at run time.
    for (const remote of remoteApps) expect(JSON.stringify(firebaseConfig())).not.toContain(remote.productionUrl);
  });

  it('follows workspace links and the packages that packages depend on, each once', () => {
    const small = {
      importers: {
        app: { dependencies: { lib: { version: 'link:../lib' }, a: { version: '1.0.0' } } },
        lib: { devDependencies: { b: { version: '2.0.0(a@1.0.0)' } } },
        other: { dependencies: { c: { version: '3.0.0' } } },
      },
      snapshots: { 'b@2.0.0(a@1.0.0)': { dependencies: { a: '1.0.0', d: '4.0.0' } }, 'a@1.0.0': {}, 'd@4.0.0': {} },
    };
    expect(dependencyClosure(small, ['app'])).toEqual({
      importers: ['app', 'lib'],
      packages: ['a@1.0.0', 'b@2.0.0(a@1.0.0)', 'd@4.0.0'],
    });
    expect(() => dependencyClosure(small, ['mf-gone'])).toThrow(
      'pnpm-lock.yaml has no importer mf-gone: run pnpm install.',
    );
  });
});
