import { describe, expect, it } from 'vitest';
import { corsLoadsPlugin } from './cors-loads-plugin';

type ScriptArgs = Parameters<NonNullable<ReturnType<typeof corsLoadsPlugin>['createScript']>>[0];
type LinkArgs = Parameters<NonNullable<ReturnType<typeof corsLoadsPlugin>['createLink']>>[0];

const entry = 'http://localhost:3001/v/b2/remoteEntry.js';

describe("the remotes' files, as the federation runtime loads them", () => {
  it('load an entry or a chunk with CORS, so an error its code throws keeps its message and file', () => {
    const plugin = corsLoadsPlugin();
    const script = plugin.createScript?.({ url: entry, attrs: {} } as ScriptArgs);
    expect(script).toBeInstanceOf(HTMLScriptElement);
    expect(script).toMatchObject({ src: entry, crossOrigin: 'anonymous' });

    const chunk = plugin.createScript?.({
      url: 'http://localhost:3001/v/b2/static/js/async/hero.js',
      attrs: { fetchpriority: 'high', type: 'text/javascript', defer: true },
    } as ScriptArgs) as HTMLScriptElement;
    expect(chunk.getAttribute('crossorigin')).toBe('anonymous');
    expect(chunk.getAttribute('fetchpriority')).toBe('high');
    expect(chunk.getAttribute('type')).toBe('text/javascript');
    expect(chunk.defer).toBe(true);
  });

  it('load a stylesheet or a preload with CORS too, with the attributes the runtime asked for', () => {
    const url = 'http://localhost:3001/v/b2/static/css/async/hero.css';
    const link = corsLoadsPlugin().createLink?.({ url, attrs: { rel: 'stylesheet', type: 'text/css' } } as LinkArgs);
    expect(link).toBeInstanceOf(HTMLLinkElement);
    expect(link).toMatchObject({ href: url, rel: 'stylesheet', type: 'text/css', crossOrigin: 'anonymous' });
  });
});
