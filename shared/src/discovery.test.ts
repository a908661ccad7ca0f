// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { DISCOVERY_FORMAT, menuLinks, remoteOwning } from './discovery';
import { parseDiscovery } from './discovery-reader';

const BASE = 'https://www.codekade.nl/';

const remote = (name: string, basePaths: string[], menus: Record<string, unknown> = {}) => ({
  name,
  manifest: `https://${name.replace('_', '-')}.web.app/mf-manifest.json`,
  area: { basePaths, pageName: `Pagina ${name}`, description: `Over ${name}.` },
  menus,
});

function parse(remotes: unknown, format: unknown = DISCOVERY_FORMAT) {
  const warn = vi.fn();
  const discovery = parseDiscovery({ format, remotes }, { base: BASE, warn });
  return { discovery, warnings: warn.mock.calls.map(([message]) => message as string) };
}

describe('parseDiscovery', () => {
  it('keeps every good entry in order, copying only the fields it knows', () => {
    const { discovery, warnings } = parse([
      { ...remote('mf_home', ['/'], { header: { label: 'Home page', position: 10 } }), extra: 'x' },
      remote('mf_jobs', ['/vacatures', '/werken-bij']),
    ]);
    expect(warnings).toEqual([]);
    expect(discovery.remotes.map((entry) => entry.name)).toEqual(['mf_home', 'mf_jobs']);
    expect(discovery.remotes[0]).not.toHaveProperty('extra');
    expect(discovery.remotes[0]?.menus).toEqual({ header: { label: 'Home page', position: 10 } });
  });

  it('resolves a relative manifest against the base', () => {
    const { discovery } = parse([{ ...remote('mf_jobs', ['/vacatures']), manifest: '/jobs/mf-manifest.json' }]);
    expect(discovery.remotes[0]?.manifest).toBe('https://www.codekade.nl/jobs/mf-manifest.json');
  });

  it.each([
    ['not an object', 'mf_jobs'],
    ['a bad name', { ...remote('mf_jobs', ['/vacatures']), name: 'jobs; alert(1)' }],
    ['a manifest that is not http(s)', { ...remote('mf_jobs', ['/vacatures']), manifest: 'javascript:alert(1)' }],
    ['no base path', remote('mf_jobs', [])],
    ['a base path that is not canonical', remote('mf_jobs', ['/Vacatures/'])],
    ['a base path with a dot segment', remote('mf_jobs', ['/a/../b'])],
    [
      'an empty page name',
      { ...remote('mf_jobs', ['/vacatures']), area: { basePaths: ['/v'], pageName: ' ', description: 'x' } },
    ],
    [
      'a label with a control character',
      remote('mf_jobs', ['/vacatures'], { header: { label: 'Va\u202ecatures', position: 1 } }),
    ],
    [
      'a position that is no number',
      remote('mf_jobs', ['/vacatures'], { footer: { label: 'Vacatures', position: '1' } }),
    ],
  ])('drops an entry with %s, with one warning, and keeps the rest', (_, bad) => {
    const { discovery, warnings } = parse([remote('mf_home', ['/']), bad, remote('mf_about', ['/over-ons'])]);
    expect(discovery.remotes.map((entry) => entry.name)).toEqual(['mf_home', 'mf_about']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/remote #2 is left out/);
  });

  it('drops a second entry of the same name, and one whose base path another area owns', () => {
    const { discovery, warnings } = parse([
      remote('mf_home', ['/']),
      remote('mf_home', ['/elders']),
      remote('mf_jobs', ['/vacatures', '/']),
    ]);
    expect(discovery.remotes.map((entry) => entry.name)).toEqual(['mf_home']);
    expect(warnings).toEqual([
      expect.stringContaining('"mf_home" is named twice'),
      expect.stringContaining("base path / is already mf_home's"),
    ]);
  });

  it("drops an area whose base paths sit below another area's (issue 47: /diensten/seo answered 404)", () => {
    const { discovery, warnings } = parse([
      remote('mf_home', ['/']),
      remote('mf_services', ['/diensten']),
      remote('mf_evil', ['/diensten/x', '/diensten/seo']),
    ]);
    expect(discovery.remotes.map((entry) => entry.name)).toEqual(['mf_home', 'mf_services']);
    expect(remoteOwning(discovery, '/diensten/seo')?.name).toBe('mf_services');
    expect(warnings).toEqual([
      'The discovery document\'s remote #3 is left out: "mf_evil": base path /diensten/x is nested with ' +
        "mf_services's base path /diensten (only / may sit beside paths below it).",
    ]);
  });

  it('drops an area whose base path holds an earlier area, and one nested within itself', () => {
    const { discovery, warnings } = parse([
      remote('mf_seo', ['/diensten/seo']),
      remote('mf_services', ['/diensten']),
      remote('mf_jobs', ['/vacatures', '/vacatures/stage']),
      remote('mf_about', ['/over-ons', '/over-onsje']),
    ]);
    expect(discovery.remotes.map((entry) => entry.name)).toEqual(['mf_seo', 'mf_about']);
    expect(warnings).toEqual([
      expect.stringContaining("base path /diensten is nested with mf_seo's base path /diensten/seo"),
      expect.stringContaining('base path /vacatures/stage is nested with its own base path /vacatures'),
    ]);
  });

  it('lets home sit beside every other path: / is a leaf', () => {
    const { discovery, warnings } = parse([remote('mf_services', ['/diensten']), remote('mf_home', ['/'])]);
    expect(warnings).toEqual([]);
    expect(discovery.remotes.map((entry) => entry.name)).toEqual(['mf_services', 'mf_home']);
  });

  it('ignores a menu it does not know and keeps the area', () => {
    const { discovery, warnings } = parse([remote('mf_jobs', ['/vacatures'], { sidebar: 42 })]);
    expect(warnings).toEqual([]);
    expect(discovery.remotes[0]?.menus).toEqual({});
  });

  it.each([null, [], 'x', { remotes: [] }])('gives no areas, with one warning, for a document %j', (json) => {
    const warn = vi.fn();
    expect(parseDiscovery(json, { base: BASE, warn })).toEqual({ remotes: [] });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('gives no areas for a document of another format', () => {
    expect(parse([remote('mf_home', ['/'])], 'codekade-discovery/2').discovery.remotes).toEqual([]);
  });
});

describe('menuLinks', () => {
  it('orders a menu by position, equal positions in document order, each to its main base path', () => {
    const { discovery } = parse([
      remote('mf_about', ['/over-ons', '/privacy'], { footer: { label: 'Over ons', position: 40 } }),
      remote('mf_home', ['/'], { footer: { label: 'Home page', position: 10 } }),
      remote('mf_jobs', ['/vacatures'], {
        footer: { label: 'Vacatures', position: 40 },
        header: { label: 'V', position: 1 },
      }),
      remote('mf_projects', ['/projecten']),
    ]);
    expect(menuLinks(discovery, 'footer')).toEqual([
      { label: 'Home page', to: '/', remote: 'mf_home' },
      { label: 'Over ons', to: '/over-ons', remote: 'mf_about' },
      { label: 'Vacatures', to: '/vacatures', remote: 'mf_jobs' },
    ]);
    expect(menuLinks(discovery, 'notFound')).toEqual([]);
  });
});

describe('remoteOwning', () => {
  const { discovery } = parse([remote('mf_home', ['/']), remote('mf_about', ['/over-ons', '/privacy'])]);

  it.each([
    ['/', 'mf_home'],
    ['/privacy/onbekend', 'mf_about'],
    ['/over-ons', 'mf_about'],
    ['/privacyverklaring', undefined],
    ['/onbekend', undefined],
  ])('gives %s to %s', (pathname, name) => {
    expect(remoteOwning(discovery, pathname)?.name).toBe(name);
  });
});

describe('the versions and pins of a discovery entry (issue 48)', () => {
  const entry = (pinned: Record<string, unknown>) => ({
    format: DISCOVERY_FORMAT,
    remotes: [
      {
        name: 'mf_x',
        manifest: 'https://x.web.app/mf-manifest.json',
        ...pinned,
        area: { basePaths: ['/x'], pageName: 'X', description: 'X.' },
        menus: {},
      },
    ],
  });
  const digest = `sha384-${'A'.repeat(64)}`;
  const read = (pinned: Record<string, unknown>, warn = (_message: string) => {}) =>
    parseDiscovery(entry(pinned), { base: 'https://www.codekade.nl/', warn }).remotes;

  it('keeps the served version among sha384 pins of version ids, newest first', () => {
    const pins = [
      { version: 'b2', integrity: digest },
      { version: 'b1', integrity: `sha384-${'B'.repeat(64)}` },
    ];
    expect(read({ version: 'b1', pins })[0]).toMatchObject({ version: 'b1', pins });
    expect(read({ pins })[0]).not.toHaveProperty('version');
    // An entry with neither is kept: its area loads nothing.
    expect(read({})[0]).not.toHaveProperty('pins');
  });

  it('drops an entry whose pins or served version are anything else', () => {
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    const bad: Record<string, unknown>[] = [
      { version: 'b1', pins: [{ version: 'b1', integrity: 'sha256-abc' }] },
      { version: 'b1', pins: [{ version: 'b1', integrity: `${digest}=` }] },
      { version: 'b1', pins: [{ version: '../b1', integrity: digest }] },
      { version: 'b1', pins: [] },
      { version: 'b2', pins: [{ version: 'b1', integrity: digest }] },
      { version: 'b1', pins: { b1: digest } },
      { version: 42, pins: [{ version: 'b1', integrity: digest }] },
      {
        pins: [
          { version: 'b1', integrity: digest },
          { version: 'b1', integrity: digest },
        ],
      },
      { pins: Array.from({ length: 17 }, (_, index) => ({ version: `b${index}`, integrity: digest })) },
    ];
    for (const pinned of bad) expect(read(pinned, warn), JSON.stringify(pinned)).toEqual([]);
    expect(warnings).toHaveLength(bad.length);
  });
});
