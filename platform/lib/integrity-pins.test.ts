// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { manifestPins } from '@codekade/shared/pins-schema';
import { describe, expect, it } from 'vitest';
import { discoveryDocument, documentWithReleasedBuild, workspaceBuilds } from './discovery-document.mjs';
import { builtManifestPin, pinBuild, sha384Of } from './integrity-pins.mjs';

/** A remote's dist folder as its build leaves it, before the pins. */
function builtRemote() {
  const dist = mkdtempSync(join(tmpdir(), 'codekade-pins-'));
  mkdirSync(join(dist, 'static/js/async'), { recursive: true });
  mkdirSync(join(dist, 'ssr/pages'), { recursive: true });
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ id: 'mf_home', metaData: { name: 'mf_home' } }));
  writeFileSync(join(dist, 'remoteEntry.js'), 'var mf_home;');
  writeFileSync(join(dist, 'static/js/async/1.abc.js'), 'chunk()');
  writeFileSync(join(dist, 'ssr/pages/index.json'), '{"html":"<p>Hallo</p>"}');
  return dist;
}

describe('pins from the build', () => {
  it('pins every file as published in the manifest, and the manifest by its own digest', () => {
    const dist = builtRemote();
    const manifestPin = pinBuild(dist);
    const published = readFileSync(join(dist, 'mf-manifest.json'));
    expect(manifestPin).toBe(`sha384-${createHash('sha384').update(published).digest('base64')}`);
    expect(builtManifestPin(dist)).toBe(manifestPin);
    const pins = manifestPins(JSON.parse(published.toString()));
    expect(pins).toEqual(
      new Map([
        ['remoteEntry.js', sha384Of('var mf_home;')],
        ['ssr/pages/index.json', sha384Of('{"html":"<p>Hallo</p>"}')],
        ['static/js/async/1.abc.js', sha384Of('chunk()')],
      ]),
    );
    // The manifest's other fields stay as the federation plugin wrote them.
    expect(JSON.parse(published.toString()).metaData).toEqual({ name: 'mf_home' });
  });

  it('pins and serves the built version in the discovery document, and nothing before a build', () => {
    const root = mkdtempSync(join(tmpdir(), 'codekade-pins-root-'));
    const area = { area: { basePaths: ['/x'], pageName: 'X', description: 'X.' }, menus: {} };
    for (const dir of ['mf-built', 'mf-unbuilt']) {
      mkdirSync(join(root, dir));
      writeFileSync(join(root, dir, 'area.json'), JSON.stringify(area));
    }
    const dist = join(root, 'mf-built/dist');
    mkdirSync(dist);
    writeFileSync(
      join(dist, 'mf-manifest.json'),
      JSON.stringify({ id: 'mf_built', metaData: { buildInfo: { buildId: 'b7' } } }),
    );
    const manifestPin = pinBuild(dist);
    const apps = [
      { name: 'mf_built', dir: 'mf-built' },
      { name: 'mf_unbuilt', dir: 'mf-unbuilt' },
    ];
    const document = discoveryDocument(
      { mf_built: 'https://a.web.app/mf-manifest.json', mf_unbuilt: 'https://b.web.app/mf-manifest.json' },
      { apps, root, versionsOf: workspaceBuilds(root) },
    );
    expect(builtManifestPin(dist)).toBe(manifestPin);
    expect(document.remotes.map(({ name, ...rest }) => [name, 'version' in rest ? rest.version : undefined])).toEqual([
      ['mf_built', 'b7'],
      ['mf_unbuilt', undefined],
    ]);
    expect(document.remotes[0]).toMatchObject({ pins: [{ version: 'b7', integrity: manifestPin }] });
    expect(document.remotes[1]).not.toHaveProperty('pins');
  });

  it('a release pins its build first, serves it unless a candidate, and keeps the served version pinned', () => {
    const digest = (n: number) => sha384Of(String(n));
    const live = {
      format: 'codekade-discovery/1',
      remotes: [
        {
          name: 'mf_home',
          manifest: 'https://h.web.app/mf-manifest.json',
          // Served, and the oldest of 16 pins: a new one must not push it out.
          version: 'b16',
          pins: Array.from({ length: 16 }, (_, index) => ({ version: `b${index + 1}`, integrity: digest(index + 1) })),
        },
        { name: 'mf_about', manifest: 'https://a.web.app/mf-manifest.json' },
      ],
    };
    const candidate = documentWithReleasedBuild(
      live,
      'mf_home',
      { version: 'c1', integrity: digest(99) },
      { serve: false },
    );
    const home = candidate.remotes[0] as { version: string; pins: { version: string }[] };
    expect(home.version).toBe('b16');
    expect(home.pins).toHaveLength(16);
    expect(home.pins[0]?.version).toBe('c1');
    // The served version keeps its pin however many came after it.
    expect(home.pins.map((pin) => pin.version)).toContain('b16');
    expect(home.pins.map((pin) => pin.version)).not.toContain('b15');
    expect(candidate.remotes[1]).toBe(live.remotes[1]);
    const deployed = documentWithReleasedBuild(
      candidate,
      'mf_home',
      { version: 'd1', integrity: digest(98) },
      { serve: true },
    );
    const served = deployed.remotes[0] as { version: string; pins: { version: string }[] };
    expect(served.version).toBe('d1');
    expect(served.pins.slice(0, 2).map((pin) => pin.version)).toEqual(['d1', 'c1']);
  });

  it('reads no pins from a manifest whose pins are not paths of its build with sha384 digests', () => {
    const digest = sha384Of('x');
    for (const files of [{ '../x.js': digest }, { '/x.js': digest }, { 'a//b.js': digest }, { 'x.js': 'sha256-abc' }]) {
      expect(typeof manifestPins({ integrity: { files } })).toBe('string');
    }
    expect(typeof manifestPins({})).toBe('string');
    expect(manifestPins({ integrity: { files: { 'static/x.js': digest } } })).toEqual(
      new Map([['static/x.js', digest]]),
    );
  });
});
