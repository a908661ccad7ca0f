// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  AREA_DECLARATION_FILE,
  areaDeclaration,
  areaDeclarationText,
  positionsAfter,
  REGISTRY_FILE,
  registryEntry,
  withoutRegistryEntry,
  withRegistryEntry,
} from './area-declaration.mjs';
import { namesOf } from './new-remote-input.mjs';

// Generated inputs: a run takes seconds on a loaded machine, never a time the test depends on.
vi.setConfig({ testTimeout: 60_000 });

const registry = readFileSync(join(import.meta.dirname, '../..', REGISTRY_FILE), 'utf8');
const scratch = mkdtempSync(join(tmpdir(), 'area-declaration-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,5}$/);
const newArea = fc.record({
  dir: fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => `mf-x${words.join('-')}`),
  basePath: fc.array(word, { minLength: 1, maxLength: 2 }).map((words) => `/x${words.join('-')}`),
  label: fc.array(fc.stringMatching(/^[\p{L}\p{N}]{1,6}$/u), { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
  portOffset: fc.integer({ min: 6, max: 8 }),
});

describe("a new remote's registry entry", () => {
  it('is the last remote of the registry, carrying only what a build needs, as the others do', async () => {
    const names = namesOf('mf-jobs');
    const file = join(scratch, 'apps.mjs');
    writeFileSync(file, withRegistryEntry(registry, registryEntry(names, { portOffset: 6 })));
    const { remoteApps, apps } = await import(pathToFileURL(file).href);
    expect(remoteApps.at(-1)).toEqual({
      name: 'mf_jobs',
      dir: 'mf-jobs',
      portOffset: 6,
      hostingSiteId: 'codekade-jobs',
      productionUrl: 'https://codekade-jobs.web.app',
    });
    // Its area is in mf-jobs/area.json, learnt at run time: the registry keeps the shape of its entries.
    expect(Object.keys(remoteApps.at(-1))).toEqual(Object.keys(remoteApps[0]));
    expect(apps.at(-1)).toEqual(remoteApps.at(-1));
  });

  it('comes out again leaving the registry as it was (generated areas)', () => {
    fc.assert(
      fc.property(newArea, ({ dir, ...area }) => {
        const names = namesOf(dir);
        const added = withRegistryEntry(registry, registryEntry(names, area));
        expect(added).toContain(`name: '${names.name}'`);
        expect(withoutRegistryEntry(added, names.name)).toBe(registry);
      }),
    );
  });

  it('takes out only the remote named, and says so when the registry has none of that name', () => {
    const twice = withRegistryEntry(
      withRegistryEntry(registry, registryEntry(namesOf('mf-a'), { portOffset: 6 })),
      registryEntry(namesOf('mf-b'), { portOffset: 7 }),
    );
    const withoutA = withoutRegistryEntry(twice, 'mf_a');
    expect(withoutA).not.toContain("name: 'mf_a'");
    expect(withoutA).toContain("name: 'mf_b'");
    expect(() => withoutRegistryEntry(registry, 'mf_gone')).toThrow(`${REGISTRY_FILE} has no entry`);
    expect(() => withRegistryEntry('export const apps = [];', '')).toThrow(/has no list/);
  });
});

describe("a new area's declaration (the discovery schema's mf-<name>/area.json)", () => {
  it('names its base path, page name and description, and joins every menu after its last entry', () => {
    const root = join(scratch, 'workspace');
    const declare = (dir: string, text: string) => {
      mkdirSync(join(root, dir), { recursive: true });
      writeFileSync(join(root, dir, AREA_DECLARATION_FILE), text);
    };
    declare('mf-a', JSON.stringify({ menus: { header: { position: 50 }, footer: { position: 40 } } }));
    declare('mf-b', JSON.stringify({ menus: { header: { position: 20 }, mobile: { position: 'x' } } }));
    declare('mf-c', '{ not json');
    const positions = positionsAfter(root, [{ dir: 'mf-a' }, { dir: 'mf-b' }, { dir: 'mf-c' }, { dir: 'mf-none' }]);
    expect(positions).toEqual({ header: 60, mobile: 10, footer: 50, notFound: 10 });

    const declaration = areaDeclaration({ basePath: '/vacatures', label: 'Vacatures' }, positions);
    expect(declaration).toEqual({
      area: {
        basePaths: ['/vacatures'],
        pageName: 'Vacatures',
        description: 'Vacatures bij Codekade, het webbureau aan de Amsterdamse Houtmankade.',
      },
      menus: {
        header: { label: 'Vacatures', position: 60 },
        mobile: { label: 'Vacatures', position: 10 },
        footer: { label: 'Vacatures', position: 50 },
        notFound: { label: 'Vacatures', position: 10 },
      },
    });
    expect(areaDeclaration({ basePath: '/a', label: 'A' }, positions).area.description.length).toBeGreaterThan(30);
    const text = areaDeclarationText(declaration);
    expect(JSON.parse(text)).toEqual(declaration);
    expect(text).toContain('"basePaths": ["/vacatures"],');
  });
});
