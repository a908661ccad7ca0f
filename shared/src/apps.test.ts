// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apps, remoteApps, shellApp } from './apps.mjs';
import { REMOTE_NAMES } from './contract';
import { checkDeclaration } from './discovery';
import { paths } from './routes';
import { siteConfig } from './site-config';

const workspace = join(import.meta.dirname, '../..');
const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

describe('app registry', () => {
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
  });

  it('is where the contract and the site address come from; each remote’s folder declares its area', () => {
    expect(REMOTE_NAMES).toEqual(remoteApps.map((app) => app.name));
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
