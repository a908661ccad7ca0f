// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkDeclaration } from '@codekade/shared/discovery-reader';
import { paths } from '@codekade/shared/routes';
import { siteConfig } from '@codekade/shared/site-config';
import { describe, expect, it } from 'vitest';
import { apps, readRemoteApps, remoteApps, shellApp } from './app-registry.mjs';
import { parseRemoteFacts } from './remote-facts.mjs';

const workspace = join(import.meta.dirname, '../..');
const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

describe("app registry (each remote's remote.json)", () => {
  it('gives every app its own name, folder, port and hosting site', () => {
    expect(unique(apps.map((app) => app.name))).toBe(true);
    expect(unique(apps.map((app) => app.dir))).toBe(true);
    expect(unique(apps.map((app) => app.portOffset))).toBe(true);
    expect(unique(apps.map((app) => app.hostingSiteId))).toBe(true);
    expect(unique(apps.map((app) => new URL(app.productionUrl).origin))).toBe(true);
  });

  it('names production URLs that are https origins', () => {
    for (const app of apps) {
      const url = new URL(app.productionUrl);
      expect(url.protocol, app.name).toBe('https:');
      expect(url.origin, app.name).toBe(app.productionUrl);
    }
  });

  it('lists exactly the app folders of the workspace, each built under its registered name', () => {
    for (const app of apps) {
      const config = join(workspace, app.dir, 'rsbuild.config.ts');
      expect(existsSync(config), config).toBe(true);
      expect(readFileSync(config, 'utf8')).toContain(`name: '${app.name}'`);
    }
    const remoteFolders = readdirSync(workspace, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
      .map((entry) => entry.name);
    expect(remoteApps.map((app) => app.dir).sort()).toEqual(remoteFolders.sort());
    expect(remoteApps.map((app) => app.portOffset)).toEqual(
      [...remoteApps.map((app) => app.portOffset)].sort((a, b) => a - b),
    );
  });

  it('is where the contract and the site address come from; each remote’s folder declares its area', () => {
    const mainPaths = remoteApps.map((app) => {
      const declared = checkDeclaration(JSON.parse(readFileSync(join(workspace, app.dir, 'area.json'), 'utf8')));
      if (typeof declared === 'string') throw new Error(`${app.dir}/area.json: ${declared}`);
      return declared.area.basePaths[0];
    });
    // The seed's five areas, in this order; an area `pnpm new:remote` adds comes after them.
    expect(mainPaths.slice(0, 5)).toEqual([paths.home, paths.services, paths.projects, paths.about, paths.contact]);
    expect(siteConfig.siteUrl).toBe(shellApp.productionUrl);
  });
});

const jobs = {
  name: 'mf_jobs',
  portOffset: 6,
  hostingSiteId: 'codekade-jobs',
  productionUrl: 'https://codekade-jobs.web.app',
};

describe("a remote's remote.json", () => {
  it('gives the build facts of its folder', () => {
    expect(parseRemoteFacts(jobs, 'mf-jobs')).toEqual({ ...jobs, dir: 'mf-jobs' });
  });

  it.each([
    ['not an object', [], /is not a JSON object/],
    ["another folder's name", { ...jobs, name: 'mf_home' }, /"name" must be "mf_jobs"/],
    ['a port taken by the shell', { ...jobs, portOffset: 0 }, /"portOffset" must be a whole number from 1 to 8/],
    ['a port past the last', { ...jobs, portOffset: 9 }, /"portOffset"/],
    ['a fractional port', { ...jobs, portOffset: 6.5 }, /"portOffset"/],
    ["another site's id", { ...jobs, hostingSiteId: 'codekade-home' }, /"hostingSiteId" must be "codekade-jobs"/],
    [
      'a URL with a path',
      { ...jobs, productionUrl: 'https://codekade-jobs.web.app/x' },
      /"productionUrl" must be an https origin/,
    ],
    ['a plain http URL', { ...jobs, productionUrl: 'http://codekade-jobs.web.app' }, /"productionUrl" must use https/],
    ['an unknown field', { ...jobs, port: 3006 }, /unknown fields port/],
  ])('refuses %s, naming the file', (_case, json, message) => {
    expect(() => parseRemoteFacts(json, 'mf-jobs')).toThrow(message);
    expect(() => parseRemoteFacts(json, 'mf-jobs')).toThrow(/^mf-jobs\/remote\.json: /);
  });

  it('refuses two remotes on one port, naming both', () => {
    const root = mkdtempSync(join(tmpdir(), 'registry-'));
    try {
      for (const [dir, portOffset] of [
        ['mf-b', 2],
        ['mf-a', 2],
      ] as const) {
        mkdirSync(join(root, dir));
        const name = dir.replace('-', '_');
        const site = `codekade-${dir.slice(3)}`;
        const facts = { name, portOffset, hostingSiteId: site, productionUrl: `https://${site}.web.app` };
        writeFileSync(join(root, dir, 'remote.json'), JSON.stringify(facts));
      }
      expect(() => readRemoteApps(root)).toThrow('mf-a and mf-b both take port offset 2');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
