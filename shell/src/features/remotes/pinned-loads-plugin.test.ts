import { createHash } from 'node:crypto';
import { DISCOVERY_FORMAT } from '@codekade/shared/discovery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeCompositionData } from '../../lib/composition-data.test-helper';
import { pinnedLoadsPlugin } from './pinned-loads-plugin';
import { filePin, keepManifestPins } from './pins';

type Plugin = ReturnType<typeof pinnedLoadsPlugin>;
type ScriptArgs = Parameters<NonNullable<Plugin['createScript']>>[0];
type LinkArgs = Parameters<NonNullable<Plugin['createLink']>>[0];
type FetchArgs = Parameters<NonNullable<Plugin['fetch']>>;

const VERSION = 'http://localhost:3001/v/b2/';
const entry = `${VERSION}remoteEntry.js`;
const digest = (letter: string) => `sha384-${letter.repeat(64)}`;
const remoteInfo = { name: 'mf_about' } as ScriptArgs['remoteInfo'];
/** The manifest of version b2 as its build wrote it, and its pin. */
const manifestText = JSON.stringify({ integrity: { files: { 'remoteEntry.js': digest('E') } } });
const manifestDigest = `sha384-${createHash('sha384').update(manifestText).digest('base64')}`;

// A composed page: its discovery document pins mf_about's version b2 (and serves it).
writeCompositionData({
  area: null,
  remotes: { mf_about: `${VERSION}mf-manifest.json` },
  discovery: {
    format: DISCOVERY_FORMAT,
    remotes: [
      {
        name: 'mf_about',
        manifest: 'http://localhost:3001/mf-manifest.json',
        version: 'b2',
        pins: [{ version: 'b2', integrity: manifestDigest }],
        area: { basePaths: ['/over-ons'], pageName: 'Over Ons', description: 'Over ons.' },
        menus: {},
      },
    ],
  },
});

// The version's manifest, as it is kept once its bytes matched the discovery document's pin.
keepManifestPins(`${VERSION}mf-manifest.json`, {
  integrity: {
    files: {
      'remoteEntry.js': digest('A'),
      'static/js/async/hero.js': digest('B'),
      'static/css/async/hero.css': digest('C'),
    },
  },
});

afterEach(() => vi.unstubAllGlobals());

describe("the remotes' files, as the federation runtime loads them (issue 48)", () => {
  it('load an entry or a chunk by its pin and with CORS, so what does not match never runs', () => {
    const plugin = pinnedLoadsPlugin({ required: true });
    const script = plugin.createScript?.({ url: entry, attrs: {}, remoteInfo } as ScriptArgs);
    expect(script).toBeInstanceOf(HTMLScriptElement);
    expect(script).toMatchObject({ src: entry, crossOrigin: 'anonymous', integrity: digest('A') });

    const chunk = plugin.createScript?.({
      url: `${VERSION}static/js/async/hero.js`,
      attrs: { fetchpriority: 'high', type: 'text/javascript', defer: true, integrity: digest('Z') },
      remoteInfo,
    } as ScriptArgs) as HTMLScriptElement;
    expect(chunk.getAttribute('crossorigin')).toBe('anonymous');
    expect(chunk.getAttribute('fetchpriority')).toBe('high');
    expect(chunk.getAttribute('type')).toBe('text/javascript');
    expect(chunk.defer).toBe(true);
    // The pin is the manifest's, never one the runtime was handed.
    expect(chunk.integrity).toBe(digest('B'));
  });

  it('load a stylesheet or a preload by its pin and with CORS, with the attributes the runtime asked for', () => {
    const url = `${VERSION}static/css/async/hero.css`;
    const link = pinnedLoadsPlugin({ required: true }).createLink?.({
      url,
      attrs: { rel: 'stylesheet', type: 'text/css' },
      remoteInfo,
    } as LinkArgs);
    expect(link).toBeInstanceOf(HTMLLinkElement);
    expect(link).toMatchObject({ href: url, rel: 'stylesheet', type: 'text/css', crossOrigin: 'anonymous' });
    expect((link as HTMLLinkElement).integrity).toBe(digest('C'));
  });

  it('refuses a file no verified manifest pins, and tells of a pinned one that failed', () => {
    const failed = vi.fn();
    const plugin = pinnedLoadsPlugin({ required: true, failed });
    expect(() =>
      plugin.createScript?.({ url: 'http://localhost:3001/remoteEntry.js', attrs: {}, remoteInfo } as ScriptArgs),
    ).toThrow(/is pinned by no version the site serves; refusing to load it/);
    expect(() =>
      plugin.createLink?.({ url: `${VERSION}static/css/other.css`, attrs: {}, remoteInfo } as LinkArgs),
    ).toThrow(/refusing to load it/);
    // A load the runtime reports failed: the page checks whether a file of it was changed.
    const error = new Error(`Failed to load script ${entry}`);
    plugin.errorLoadRemote?.({ error } as Parameters<NonNullable<typeof plugin.errorLoadRemote>>[0]);
    expect(failed).toHaveBeenCalledWith(error);
  });

  it('loads a confirmed override’s files without pins, and a development shell’s as they come', () => {
    const overridden = pinnedLoadsPlugin({ required: true, overridden: new Set(['mf_about']) });
    const local = 'http://localhost:3104/remoteEntry.js';
    const script = overridden.createScript?.({ url: local, attrs: {}, remoteInfo } as ScriptArgs) as HTMLScriptElement;
    expect(script.src).toBe(local);
    expect(script.integrity || undefined).toBeUndefined();
    // The shell's developer entry's shared packages come from the page's own origin, on that page only.
    const developerFile = `${location.origin}/developer/independent-packages/react/19.0.0/share-entry.js`;
    const sharedPackage = { name: 'shell_f_react_1900' } as ScriptArgs['remoteInfo'];
    const developerScript = overridden.createScript?.({
      url: developerFile,
      attrs: {},
      remoteInfo: sharedPackage,
    } as ScriptArgs) as HTMLScriptElement;
    expect(developerScript.src).toBe(developerFile);
    expect(developerScript.integrity || undefined).toBeUndefined();
    expect(() =>
      pinnedLoadsPlugin({ required: true }).createScript?.({
        url: developerFile,
        attrs: {},
        remoteInfo: sharedPackage,
      } as ScriptArgs),
    ).toThrow(/refusing to load it/);
    const development = pinnedLoadsPlugin({ required: false });
    expect(development.createScript?.({ url: local, attrs: {}, remoteInfo } as ScriptArgs)).toMatchObject({
      src: local,
    });
  });

  it('fetches a manifest only by the pin of its version, and refuses one the document does not pin', async () => {
    let served = manifestText;
    const fetchFile = vi.fn(async () => new Response(served));
    vi.stubGlobal('fetch', fetchFile);
    const failed = vi.fn();
    const plugin = pinnedLoadsPlugin({ required: true, failed });
    const args = (url: string): FetchArgs => [url, {}, { name: 'mf_about' } as FetchArgs[2]];
    const answer = await plugin.fetch?.(...args(`${VERSION}mf-manifest.json`));
    expect(await (answer as Response).json()).toEqual({ integrity: { files: { 'remoteEntry.js': digest('E') } } });
    // Its files load by its pins from now on.
    expect(filePin(entry)).toBe(digest('E'));
    // The same manifest changed by one byte on its way: refused, and told with both digests.
    served = manifestText.replace('remoteEntry', 'remoteEntrz');
    await expect(plugin.fetch?.(...args(`${VERSION}mf-manifest.json`))).rejects.toThrow(
      /is not the manifest the site pinned/,
    );
    expect(failed).toHaveBeenCalledWith({
      remote: 'mf_about',
      url: `${VERSION}mf-manifest.json`,
      pin: manifestDigest,
      served: expect.stringMatching(/^sha384-/),
    });
    fetchFile.mockClear();
    // A version the page's discovery document does not pin, or a root: nothing is fetched.
    for (const url of ['http://localhost:3001/v/b3/mf-manifest.json', 'http://localhost:3001/mf-manifest.json']) {
      await expect(plugin.fetch?.(...args(url))).rejects.toThrow(/refusing to load it/);
    }
    expect(fetchFile).not.toHaveBeenCalled();
    // A confirmed override's manifest is left to the runtime's own fetch.
    const overridden = pinnedLoadsPlugin({ required: true, overridden: new Set(['mf_about']) });
    expect(await overridden.fetch?.(...args('http://localhost:3104/mf-manifest.json'))).toBeUndefined();
  });
});
