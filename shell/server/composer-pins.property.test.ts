// @vitest-environment node
import { DISCOVERY_FORMAT } from '@codekade/shared/discovery';
import { FRAGMENT_INDEX_FILE, fragmentFileFor } from '@codekade/shared/fragments';
import { MANIFEST_PINS_FIELD } from '@codekade/shared/integrity';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPOSITION_HEADER, createComposer } from './composer';
import { PROPERTY_TIME_LIMIT_MS } from './generated-input.test-helper';
import { sha384Of } from './pinned-files';
import { pinnedManifestText, pinOfText, servedText } from './pinned-remote.test-helper';

/**
 * Issue 48, the composer's side: a fragment or manifest whose bytes differ from their pin, or that has
 * none, is never put into a page. Generated tampering of every file the page passes through (the
 * discovery document's pin, the manifest, its pins, the index and the page's fragment): whatever is
 * changed, the page is composed with the area only when nothing was, and then exactly as built. And
 * a release of the remote alone (a newer build at its root and in its own version folder, which the
 * document does not pin yet) changes nothing: the page comes from the pinned version as before.
 */
const BASE = 'http://remotes.test/about/';
const MANIFEST = `${BASE}mf-manifest.json`;
/** The version the discovery document pins and serves: the remote's files live in its folder. */
const VERSION = 'b1';
const VERSION_BASE = `${BASE}v/${VERSION}/`;
const PAGE_FILE = fragmentFileFor('/over-ons');

const indexOf = () => ({ remote: 'mf_about', buildId: 'b1', pages: ['/over-ons'], notFound: [], redirects: [] });
const fragmentOf = (text: string) => ({
  remote: 'mf_about',
  buildId: 'b1',
  path: '/over-ons',
  status: 200,
  head: { title: 'Over Ons', description: 'Het verhaal van Codekade.' },
  html: `<h1 data-built="">${text}</h1>`,
  resourceHints: '',
  css: '',
  preload: { scripts: [], styles: [] },
});

/** What the tampering changes, after the build wrote and pinned everything. */
type Tamper =
  | { kind: 'none' }
  | { kind: 'flip'; file: 'page' | 'index' | 'manifest'; at: number; by: number }
  | { kind: 'swap-text'; file: 'page'; text: string }
  | { kind: 'drop-pin'; file: 'page' | 'index' }
  | { kind: 'other-pin'; file: 'page' | 'index'; bytes: string }
  | { kind: 'no-discovery-pin' }
  | { kind: 'other-discovery-pin'; bytes: string }
  | { kind: 'released-alone'; text: string };

const tamper: fc.Arbitrary<Tamper> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'none' as const }) },
  fc.record({
    kind: fc.constant('flip' as const),
    file: fc.constantFrom('page' as const, 'index' as const, 'manifest' as const),
    at: fc.nat(),
    by: fc.integer({ min: 1, max: 255 }),
  }),
  fc.record({ kind: fc.constant('swap-text' as const), file: fc.constant('page' as const), text: fc.string() }),
  fc.record({ kind: fc.constant('drop-pin' as const), file: fc.constantFrom('page' as const, 'index' as const) }),
  fc.record({
    kind: fc.constant('other-pin' as const),
    file: fc.constantFrom('page' as const, 'index' as const),
    bytes: fc.string(),
  }),
  fc.constant({ kind: 'no-discovery-pin' as const }),
  fc.record({ kind: fc.constant('other-discovery-pin' as const), bytes: fc.string() }),
  fc.record({ kind: fc.constant('released-alone' as const), text: fc.stringMatching(/^[A-Za-z]{1,12}$/) }),
);

/** One byte of `text` changed (its UTF-8 bytes, so any position of any file). */
function flipped(text: string, at: number, by: number): Buffer {
  const bytes = Buffer.from(text);
  const index = at % bytes.length;
  bytes[index] = ((bytes[index] ?? 0) + by) % 256;
  return bytes;
}

/** The remote as built and as served after `change` (by URL), and the discovery document that pins it. */
function remoteAfter(text: string, change: Tamper) {
  const built: Record<string, string> = {
    [FRAGMENT_INDEX_FILE]: servedText(indexOf()),
    [PAGE_FILE]: servedText(fragmentOf(text)),
  };
  const builtManifest = pinnedManifestText(built);
  const fileOf = (file: 'page' | 'index') => (file === 'page' ? PAGE_FILE : FRAGMENT_INDEX_FILE);
  const served: Record<string, Buffer> = Object.fromEntries(
    Object.entries({ ...built, 'mf-manifest.json': builtManifest }).map(([file, body]) => [file, Buffer.from(body)]),
  );
  let discoveryPin: string | undefined = pinOfText(builtManifest);
  if (change.kind === 'flip') {
    const file = change.file === 'manifest' ? 'mf-manifest.json' : fileOf(change.file);
    served[file] = flipped(served[file]?.toString() ?? '', change.at, change.by);
  } else if (change.kind === 'swap-text') {
    served[PAGE_FILE] = Buffer.from(servedText(fragmentOf(`${text}${change.text}!`)));
  } else if (change.kind === 'drop-pin' || change.kind === 'other-pin') {
    // A manifest with other pins is another manifest: the discovery document pins the new one, so
    // only the file's own pin can stop it.
    const manifest = JSON.parse(builtManifest) as { [MANIFEST_PINS_FIELD]: { files: Record<string, string> } };
    const files = manifest[MANIFEST_PINS_FIELD].files;
    if (change.kind === 'drop-pin') delete files[fileOf(change.file)];
    else
      files[fileOf(change.file)] = sha384Of(Buffer.from(`${served[fileOf(change.file)]?.toString()}${change.bytes}x`));
    const text = JSON.stringify(manifest);
    served['mf-manifest.json'] = Buffer.from(text);
    discoveryPin = pinOfText(text);
  } else if (change.kind === 'no-discovery-pin') {
    discoveryPin = undefined;
  } else if (change.kind === 'other-discovery-pin') {
    discoveryPin = pinOfText(`${builtManifest}${change.bytes} `);
  }
  // A release publishes its build in its version's folder and again at the site's root (never read).
  const byUrl = new Map(
    Object.entries(served).flatMap(([file, body]) => [
      [`${VERSION_BASE}${file}`, body],
      [`${BASE}${file}`, body],
    ]),
  );
  if (change.kind === 'released-alone') {
    // The team's release: its new build at the root and in its own folder, not pinned by the document yet.
    const release = { ...built, [PAGE_FILE]: servedText({ ...fragmentOf(`${change.text}neu`), buildId: 'b2' }) };
    const manifest = pinnedManifestText(release);
    for (const [file, body] of Object.entries({ ...release, 'mf-manifest.json': manifest })) {
      byUrl.set(`${BASE}${file}`, Buffer.from(body));
      byUrl.set(`${BASE}v/b2/${file}`, Buffer.from(body));
    }
  }
  const discovery = {
    format: DISCOVERY_FORMAT,
    remotes: [
      {
        name: 'mf_about',
        manifest: MANIFEST,
        ...(discoveryPin ? { version: VERSION, pins: [{ version: VERSION, integrity: discoveryPin }] } : {}),
        area: { basePaths: ['/over-ons'], pageName: 'Over Ons', description: 'Het verhaal van Codekade.' },
        menus: {},
      },
    ],
  };
  return { served: byUrl, discovery };
}

const TEMPLATE =
  '<!doctype html><html lang="nl"><head><title>Codekade</title><meta name="description" content="standaard"></head>' +
  '<body><div id="root"></div></body></html>';

async function composedAfter(text: string, change: Tamper) {
  const { served, discovery } = remoteAfter(text, change);
  const warnings: string[] = [];
  const compose = createComposer({
    readTemplate: async () => TEMPLATE,
    readShellCss: async () => [],
    readDiscovery: async () => discovery,
    siteUrl: 'https://www.codekade.nl',
    remoteSources: [new URL(BASE).origin],
    fragmentBudgetMs: 5_000,
    fragmentCacheMs: 0,
    fetch: (async (url: string | URL | Request) => {
      const body = served.get(String(url));
      return body ? new Response(new Uint8Array(body)) : new Response('nope', { status: 404 });
    }) as typeof fetch,
    warn: (message) => warnings.push(message),
  });
  const page = await compose('/over-ons', 'https://www.codekade.nl');
  return { page, warnings };
}

/** The page's text as built: letters only, so it reads back unchanged from the composed HTML. */
const builtText = fc.stringMatching(/^[A-Za-z]{1,24}$/);

describe('the composer and the pins (issue 48)', () => {
  it('puts an area into the page only when every file it read matches its pin', async () => {
    await fc.assert(
      fc.asyncProperty(builtText, tamper, async (text, change) => {
        const { page, warnings } = await composedAfter(text, change);
        const mark = `<h1 data-built="">${text}</h1>`;
        if (change.kind === 'none' || change.kind === 'released-alone') {
          expect(warnings).toEqual([]);
          expect(page.headers[COMPOSITION_HEADER]).toBe('area');
          expect(page.body).toContain(mark);
          expect(warnings).toEqual([]);
          return;
        }
        // A changed file may still be a fit one (a flip inside a text): never put into a page either way.
        expect(page.headers[COMPOSITION_HEADER]).toBe('plain');
        expect(page.body).not.toContain('data-built');
        expect(warnings).toHaveLength(1);
      }),
      { numRuns: 150, interruptAfterTimeLimit: PROPERTY_TIME_LIMIT_MS },
    );
  }, 90_000);

  it('names the remote, the version, the file and both digests in its one warning line', async () => {
    const { warnings } = await composedAfter('Hallo', { kind: 'swap-text', file: 'page', text: 'x' });
    const [pinned, served] = [...(warnings[0] ?? '').matchAll(/sha384-[A-Za-z0-9+/]{64}/g)].map((match) => match[0]);
    expect(warnings[0]).toContain(`integrity: mf_about version ${VERSION} file ${PAGE_FILE} is pinned`);
    expect(pinned).not.toBe(served);
    expect(served).toBe(sha384Of(Buffer.from(servedText(fragmentOf('Hallox!')))));
    // A document that pins no version of the remote: nothing of it is read but its root's manifest, unpinned.
    const unpinned = await composedAfter('Hallo', { kind: 'no-discovery-pin' });
    expect(unpinned.warnings[0]).toContain('mf_about version root file mf-manifest.json is pinned nowhere (no pin)');
  });
});
