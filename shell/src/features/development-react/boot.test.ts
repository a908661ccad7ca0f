import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Provider = { from: string; get: () => Promise<() => unknown>; loaded?: boolean };
type Scope = Record<string, Record<string, Provider>>;

const VERSION = '19.3.1';
const scope: Scope = {};
/** What the dev server's remote entry registers when its container starts. */
let registeredByRemote: string[] = [];

const provider = (from: string, module: unknown, loaded = false): Record<string, Provider> => ({
  [VERSION]: { from, get: async () => () => module, loaded },
});

vi.mock('../remote-overrides', () => ({
  activeOverrides: async () => ({ overrides: { mf_contact: 'http://localhost:3105/mf-manifest.json' } }),
}));
vi.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
  getInstance: () => ({
    shareScopeMap: { default: scope },
    initializeSharing: () => [],
    remoteHandler: {
      getRemoteModuleAndOptions: async () => ({
        module: {
          init: async () => {
            // As the federation runtime registers a container's providers: only where none is yet.
            for (const name of registeredByRemote) scope[name] ??= provider('mf_contact', { name, development: true });
          },
        },
      }),
    },
  }),
}));

const replaceShellClient = vi.fn();
vi.mock('./development-client', () => ({ replaceShellClient }));

const { bootOnDevelopmentReact } = await import('./boot');

beforeEach(() => {
  for (const name of Object.keys(scope)) delete scope[name];
  for (const name of ['react', 'react-dom', 'react/jsx-runtime'])
    scope[name] = provider('shell', { name, development: false });
  replaceShellClient.mockClear();
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ shared: [{ name: 'react-dom/client' }] })));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  document.documentElement.removeAttribute('data-development-react');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('bootOnDevelopmentReact', () => {
  it("takes React, react-dom and the DOM client from the dev server, and the shell's client module answers with its client", async () => {
    registeredByRemote = ['react', 'react-dom', 'react-dom/client'];
    const booted = await bootOnDevelopmentReact();
    expect(vi.mocked(console.warn).mock.calls).toEqual([]);
    expect(booted).toBe('mf_contact');
    for (const name of registeredByRemote) expect(Object.values(scope[name] ?? {})[0]?.from).toBe('mf_contact');
    // The JSX runtime stays the shell's: the dev server's code brings its own development one.
    expect(Object.values(scope['react/jsx-runtime'] ?? {})[0]?.from).toBe('shell');
    expect(replaceShellClient).toHaveBeenCalledWith({ name: 'react-dom/client', development: true });
    expect(document.documentElement.getAttribute('data-development-react')).toBe('mf_contact');
  });

  it("puts the shell's React back when the dev server does not provide all of it", async () => {
    registeredByRemote = ['react'];
    expect(await bootOnDevelopmentReact()).toBeUndefined();
    for (const name of ['react', 'react-dom']) expect(Object.values(scope[name] ?? {})[0]?.from).toBe('shell');
    expect(scope['react-dom/client']).toBeUndefined();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('provides no "react-dom"'));
    expect(document.documentElement.hasAttribute('data-development-react')).toBe(false);
    expect(replaceShellClient).not.toHaveBeenCalled();
  });

  it('changes nothing for an override that is no dev server of dev:remote', async () => {
    registeredByRemote = ['react', 'react-dom', 'react-dom/client'];
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ shared: [{ name: 'react' }] })));
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(await bootOnDevelopmentReact()).toBeUndefined();
    expect(Object.values(scope.react ?? {})[0]?.from).toBe('shell');
    expect(scope['react-dom/client']).toBeUndefined();
  });

  it("changes nothing once the shell's React has loaded", async () => {
    registeredByRemote = ['react', 'react-dom', 'react-dom/client'];
    scope.react = provider('shell', { name: 'react' }, true);
    expect(await bootOnDevelopmentReact()).toBeUndefined();
    expect(Object.values(scope.react ?? {})[0]?.from).toBe('shell');
    expect(scope['react-dom/client']).toBeUndefined();
  });
});
