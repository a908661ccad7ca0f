// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { menuLinks, remoteOwning } from '@codekade/shared/discovery';
import { parseDiscovery } from '@codekade/shared/discovery-reader';
import { describe, expect, it, vi } from 'vitest';
import { remoteApps } from './app-registry.mjs';
import { discoveryDocument, productionDiscovery } from './discovery-document.mjs';

const read = (json: unknown) => {
  const warn = vi.fn();
  const discovery = parseDiscovery(json, { base: 'https://www.codekade.nl/', warn });
  return { discovery, warn };
};

describe('the discovery document of the registry and the remotes’ area.json', () => {
  it('names every remote, in the registry’s order, and passes its reader without a warning', () => {
    const { discovery, warn } = read(productionDiscovery());
    expect(warn).not.toHaveBeenCalled();
    expect(discovery.remotes.map((remote) => remote.name)).toEqual(remoteApps.map((app) => app.name));
    expect(discovery.remotes.map((remote) => remote.manifest)).toEqual(
      remoteApps.map((app) => `${app.productionUrl}/mf-manifest.json`),
    );
  });

  it('gives the seed’s menus exactly, an area pnpm new:remote adds after them', () => {
    const { discovery } = read(productionDiscovery());
    const seed = new Set(['mf_home', 'mf_services', 'mf_projects', 'mf_about', 'mf_contact']);
    const menu = (name: Parameters<typeof menuLinks>[1]) => {
      const links = menuLinks(discovery, name);
      const seedLinks = links.filter((link) => seed.has(link.remote));
      expect(links.slice(0, seedLinks.length)).toEqual(seedLinks);
      return seedLinks.map(({ label, to }) => [label, to]);
    };
    expect(menu('header')).toEqual([
      ['Home page', '/'],
      ['Diensten', '/diensten'],
      ['Projecten', '/projecten'],
      ['Contact', '/contact'],
      ['Over ons', '/over-ons'],
    ]);
    expect(menu('mobile')).toEqual([
      ['Homepagina', '/'],
      ['Diensten', '/diensten'],
      ['Projecten', '/projecten'],
      ['Over ons', '/over-ons'],
      ['Contact', '/contact'],
    ]);
    expect(menu('footer')).toEqual([
      ['Home page', '/'],
      ['Diensten', '/diensten'],
      ['Contact', '/contact'],
      ['Over ons', '/over-ons'],
    ]);
    expect(menu('notFound')).toEqual([
      ['Diensten', '/diensten'],
      ['Projecten', '/projecten'],
      ['Over ons', '/over-ons'],
      ['Contact', '/contact'],
    ]);
  });

  it.each([
    ['/', 'mf_home'],
    ['/diensten', 'mf_services'],
    ['/diensten/seo', 'mf_services'],
    ['/projecten/webshops/4', 'mf_projects'],
    ['/over-ons', 'mf_about'],
    ['/contact', 'mf_contact'],
    ['/privacy', 'mf_about'],
    ['/privacy/onbekend', 'mf_about'],
  ])('gives %s to %s', (pathname, remote) => {
    expect(remoteOwning(read(productionDiscovery()).discovery, pathname)?.name).toBe(remote);
  });

  it.each(['/onbekend', '/dienstenx', '/contactformulier', '/privacyverklaring'])('gives %s to no area', (pathname) => {
    expect(remoteOwning(read(productionDiscovery()).discovery, pathname)).toBeUndefined();
  });

  it('says which folder’s area.json cannot be read', () => {
    const root = mkdtempSync(join(tmpdir(), 'discovery-'));
    mkdirSync(join(root, 'mf-jobs'));
    writeFileSync(join(root, 'mf-jobs', 'area.json'), '{ not json');
    expect(() => discoveryDocument({}, { apps: [{ name: 'mf_jobs', dir: 'mf-jobs' }], root })).toThrow(
      /mf-jobs\/area\.json cannot be read as JSON/,
    );
  });
});
