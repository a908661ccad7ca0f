// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { manifestPins } from '@codekade/shared/integrity';
import { describe, expect, it } from 'vitest';
import { discoveryDocument } from './discovery-document.mjs';
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

  it('names the built manifest’s pin in the discovery document, and none before a build', () => {
    const root = mkdtempSync(join(tmpdir(), 'codekade-pins-root-'));
    const dist = builtRemote();
    const area = { area: { basePaths: ['/x'], pageName: 'X', description: 'X.' }, menus: {} };
    for (const dir of ['mf-built', 'mf-unbuilt']) {
      mkdirSync(join(root, dir));
      writeFileSync(join(root, dir, 'area.json'), JSON.stringify(area));
    }
    const manifestPin = pinBuild(dist);
    const apps = [
      { name: 'mf_built', dir: 'mf-built' },
      { name: 'mf_unbuilt', dir: 'mf-unbuilt' },
    ];
    const document = discoveryDocument(
      { mf_built: 'https://a.web.app/mf-manifest.json', mf_unbuilt: 'https://b.web.app/mf-manifest.json' },
      { apps, root, pinOf: (app) => (app.name === 'mf_built' ? builtManifestPin(dist) : undefined) },
    );
    expect(document.remotes.map((remote) => ('integrity' in remote ? remote.integrity : undefined))).toEqual([
      manifestPin,
      undefined,
    ]);
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
