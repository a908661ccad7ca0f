// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISCOVERY_FORMAT, type Discovery, MENU_NAMES, menuLinks, remoteOwning } from './discovery';
import { basePathsOverlap, parseDiscovery } from './discovery-reader';
import { isVersionId } from './versions.mjs';

const BASE = 'https://www.codekade.nl/';

/** Mostly fit values, sometimes anything: so the parser's answers include acceptances. */
const mostly = <T>(fit: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 6, arbitrary: fit }, { weight: 1, arbitrary: fc.anything() });

const segment = fc.oneof(fc.constantFrom('vacatures', 'over-ons', 'diensten', 'a', 'Ab', '..', '', '%2e'), fc.string());
const basePath = fc.oneof(
  fc.constant('/'),
  fc.constantFrom('/diensten', '/diensten/seo', '/diensten/x', '/diensten-x', '/a/b'),
  fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => `/${parts.join('/')}`),
);
const text = fc.oneof(fc.constantFrom('Vacatures', 'Over ons', ' x', 'a\u0000b'), fc.string({ maxLength: 80 }));
const menuEntry = fc.record({ label: mostly(text), position: mostly(fc.oneof(fc.integer(), fc.double())) });
const versionId = fc.oneof(fc.constantFrom('b1', 'b2', '..', 'a/b', ''), fc.string({ maxLength: 70 }));
const digest = fc.oneof(
  fc.constantFrom(`sha384-${'A'.repeat(64)}`, `sha384-${'B'.repeat(64)}`, 'sha256-x', `sha384-${'A'.repeat(63)}`),
  fc.string(),
);
/** Issue 48: the version an entry serves and its pins, mostly fit, sometimes absent. */
const pinned = {
  version: fc.option(mostly(versionId), { nil: undefined }),
  pins: fc.option(
    mostly(fc.array(mostly(fc.record({ version: mostly(versionId), integrity: mostly(digest) })), { maxLength: 4 })),
    {
      nil: undefined,
    },
  ),
};
const entry = mostly(
  fc.record({
    name: mostly(fc.oneof(fc.constantFrom('mf_home', 'mf_jobs', 'mf_about'), fc.string())),
    manifest: mostly(fc.constantFrom('https://a.web.app/mf-manifest.json', '/m.json', 'data:x', 'javascript:1', '')),
    area: mostly(
      fc.record({
        basePaths: mostly(fc.array(mostly(basePath), { maxLength: 4 })),
        pageName: mostly(text),
        description: mostly(text),
      }),
    ),
    menus: mostly(fc.dictionary(fc.oneof(fc.constantFrom(...MENU_NAMES), fc.string()), mostly(menuEntry))),
    ...pinned,
  }),
);
const doc = mostly(
  fc.record({ format: mostly(fc.constant(DISCOVERY_FORMAT)), remotes: mostly(fc.array(entry, { maxLength: 6 })) }),
);

function parseCounting(json: unknown): { discovery: Discovery; warnings: string[] } {
  const warnings: string[] = [];
  return { discovery: parseDiscovery(json, { base: BASE, warn: (message) => warnings.push(message) }), warnings };
}

describe('parseDiscovery on generated documents', () => {
  it('never throws, and keeps only entries a shell can mount, one warning per dropped entry', () => {
    fc.assert(
      fc.property(doc, (json) => {
        const { discovery, warnings } = parseCounting(json);
        const given = (json as { remotes?: unknown })?.remotes;
        const readable = Array.isArray(given) && (json as { format?: unknown }).format === DISCOVERY_FORMAT;
        expect(warnings.length).toBe(readable ? given.length - discovery.remotes.length : 1);
        const names = discovery.remotes.map((remote) => remote.name);
        expect(new Set(names).size).toBe(names.length);
        const paths = discovery.remotes.flatMap((remote) => remote.area.basePaths);
        expect(new Set(paths).size).toBe(paths.length);
        // No kept base path is at or below another one (home's / is a leaf).
        for (const [index, path] of paths.entries()) {
          for (const other of paths.slice(index + 1)) expect(basePathsOverlap(path, other)).toBe(false);
        }
        for (const remote of discovery.remotes) {
          expect(remote.name).toMatch(/^mf_[a-z][a-z0-9_]*$/);
          expect(new URL(remote.manifest).protocol).toMatch(/^https?:$/);
          for (const path of remote.area.basePaths) {
            expect(path).toMatch(/^\/[a-z0-9-]*(\/[a-z0-9-]+)*$/);
            expect(remoteOwning(discovery, path)?.name).toBe(remote.name);
          }
          for (const menu of Object.keys(remote.menus)) expect(MENU_NAMES).toContain(menu);
          // A served version is always one it pins, each pin a sha384 digest of a version id, none twice.
          const versions = (remote.pins ?? []).map((pin) => pin.version);
          if (remote.version !== undefined) expect(versions).toContain(remote.version);
          expect(new Set(versions).size).toBe(versions.length);
          for (const pin of remote.pins ?? []) {
            expect(isVersionId(pin.version)).toBe(true);
            expect(pin.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
          }
        }
        for (const menu of MENU_NAMES) {
          const positions = menuLinks(discovery, menu).map(
            (link) =>
              discovery.remotes.find((remote) => remote.name === link.remote)?.menus[menu]?.position ?? Number.NaN,
          );
          expect(positions).toEqual([...positions].sort((a, b) => a - b));
        }
        // What it gives is plain data: read again, it is the same.
        expect(
          parseCounting({ format: DISCOVERY_FORMAT, remotes: JSON.parse(JSON.stringify(discovery.remotes)) }).discovery,
        ).toEqual(discovery);
      }),
      { numRuns: 400 },
    );
  });
});
