// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parseRemoteFacts, remoteFactsText } from '../lib/remote-facts.mjs';
import {
  AREA_DECLARATION_FILE,
  areaDeclaration,
  areaDeclarationText,
  positionsAfter,
  remoteFacts,
} from './area-declaration.mjs';
import { namesOf } from './new-remote-input.mjs';

// Generated inputs: a run takes seconds on a loaded machine, never a time the test depends on.
vi.setConfig({ testTimeout: 60_000 });

const scratch = mkdtempSync(join(tmpdir(), 'area-declaration-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,5}$/);
const newArea = fc.record({
  dir: fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => `mf-x${words.join('-')}`),
  basePath: fc.array(word, { minLength: 1, maxLength: 2 }).map((words) => `/x${words.join('-')}`),
  label: fc.array(fc.stringMatching(/^[\p{L}\p{N}]{1,6}$/u), { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
  portOffset: fc.integer({ min: 6, max: 8 }),
});

describe("a new remote's remote.json", () => {
  it('holds only what a build needs, in the shape the registry reads (generated areas)', () => {
    fc.assert(
      fc.property(newArea, ({ dir, ...area }) => {
        const names = namesOf(dir);
        const text = remoteFactsText(remoteFacts(names, area));
        expect(parseRemoteFacts(JSON.parse(text), dir)).toEqual({
          name: names.name,
          dir,
          portOffset: area.portOffset,
          hostingSiteId: names.hostingSiteId,
          productionUrl: names.productionUrl,
        });
      }),
    );
  });

  it('has the keys and form of the seed remotes’ files', () => {
    const seed = readFileSync(join(import.meta.dirname, '../../mf-about/remote.json'), 'utf8');
    const jobs = remoteFactsText(remoteFacts(namesOf('mf-jobs'), { portOffset: 6 }));
    expect(Object.keys(JSON.parse(jobs))).toEqual(Object.keys(JSON.parse(seed)));
    expect(jobs.split('\n').length).toBe(seed.split('\n').length);
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
