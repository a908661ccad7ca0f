// @vitest-environment node
import { resolve } from 'node:path';
import { DISCOVERY_FILE_NAME, DISCOVERY_HOSTING } from '@codekade/platform/discovery-hosting';
import { SettingsError } from '@codekade/serving/settings';
import { siteConfig } from '@codekade/shared/site-config';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FRAGMENT_BUDGET_MS } from './fragment-budget';
import {
  composerServiceEnvironment,
  composerServiceSettings,
  PRODUCTION_DISCOVERY_URL,
  readComposerServiceSettings,
  readLocalCompositionSettings,
} from './settings';

describe('the composer service reads its settings from its environment', () => {
  it('runs as production with nothing set', () => {
    expect(readComposerServiceSettings({})).toEqual({
      port: 8080,
      siteUrl: siteConfig.siteUrl,
      shellDistDir: resolve(import.meta.dirname, '../dist'),
      fragmentBudgetMs: 300,
      fragmentCacheMs: 10_000,
      cdnCacheSeconds: 60,
      measurementsFlushMs: 5000,
      measurementClientSharePercent: 10,
      cloudRunService: undefined,
      googleCloudProject: undefined,
      firestoreEmulatorHost: undefined,
      measurementTokenSecret: undefined,
      measurementProxyHops: undefined,
      measurementProxyNetworks: undefined,
    });
    expect(DEFAULT_FRAGMENT_BUDGET_MS).toBe(300);
  });

  it('takes every value it is given', () => {
    expect(
      readComposerServiceSettings({
        PORT: '9000',
        SITE_URL: 'http://localhost:9000',
        SHELL_DIST_DIR: '/srv/shell/dist',
        COMPOSER_FRAGMENT_BUDGET_MS: '5000',
        COMPOSER_FRAGMENT_CACHE_MS: '0',
        COMPOSER_CDN_CACHE_SECONDS: '0',
        MEASUREMENTS_FLUSH_MS: '1000',
        MEASUREMENT_CLIENT_SHARE_PERCENT: '2.5',
        K_SERVICE: 'codekade-composer',
        GOOGLE_CLOUD_PROJECT: 'codekade-site',
        FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
        MEASUREMENT_TOKEN_SECRET: 's'.repeat(40),
        MEASUREMENT_PROXY_HOPS: '1',
      }),
    ).toEqual({
      port: 9000,
      siteUrl: 'http://localhost:9000',
      shellDistDir: '/srv/shell/dist',
      fragmentBudgetMs: 5000,
      fragmentCacheMs: 0,
      cdnCacheSeconds: 0,
      measurementsFlushMs: 1000,
      measurementClientSharePercent: 2.5,
      cloudRunService: 'codekade-composer',
      googleCloudProject: 'codekade-site',
      firestoreEmulatorHost: '127.0.0.1:8080',
      measurementTokenSecret: 's'.repeat(40),
      measurementProxyHops: '1',
    });
  });

  it('refuses bad values and the old names in one message', () => {
    const start = () =>
      readComposerServiceSettings({
        PORT: '80a',
        SITE_URL: 'www.codekade.nl',
        COMPOSER_FRAGMENT_BUDGET_MS: '0.3s',
        COMPOSER_BUDGET_MS: '300',
        COMPOSER_CACHE_MS: '0',
      });
    expect(start).toThrow(SettingsError);
    expect(start).toThrow(/^The composer service cannot start: 5 settings are wrong\./);
    expect(start).toThrow('PORT must be a port number from 1 to 65535, not "80a".');
    expect(start).toThrow('SITE_URL must be an absolute http:// or https:// URL, not "www.codekade.nl".');
    expect(start).toThrow(
      'COMPOSER_FRAGMENT_BUDGET_MS must be a whole number of milliseconds (0 or more), not "0.3s".',
    );
    expect(start).toThrow('COMPOSER_BUDGET_MS is the old name of COMPOSER_FRAGMENT_BUDGET_MS');
    expect(start).toThrow('COMPOSER_CACHE_MS is the old name of COMPOSER_FRAGMENT_CACHE_MS');
  });

  it('describes every setting in one line', () => {
    for (const setting of Object.values(composerServiceSettings)) {
      expect(setting.description).toMatch(/^[A-Z].*[.)]$/);
      expect(setting.description).not.toContain('\n');
    }
  });
});

describe('a local composer reads the same settings, with local defaults', () => {
  it('reuses fragments for a second instead of ten, and keeps the production budget', () => {
    expect(readLocalCompositionSettings({})).toEqual({
      fragmentBudgetMs: 300,
      fragmentCacheMs: 1000,
      cdnCacheSeconds: 60,
      measurementsFlushMs: 5000,
      measurementClientSharePercent: 100,
    });
    expect(
      readLocalCompositionSettings({ COMPOSER_FRAGMENT_CACHE_MS: '0', COMPOSER_FRAGMENT_BUDGET_MS: '5000' }),
    ).toEqual({
      fragmentBudgetMs: 5000,
      fragmentCacheMs: 0,
      cdnCacheSeconds: 60,
      measurementsFlushMs: 5000,
      measurementClientSharePercent: 100,
    });
  });

  it('ignores where the service runs (the local server decides that), but not a bad budget', () => {
    expect(readLocalCompositionSettings({ PORT: 'not a port' }).fragmentBudgetMs).toBe(300);
    expect(() => readLocalCompositionSettings({ COMPOSER_FRAGMENT_BUDGET_MS: '-1' })).toThrow(
      /^The local site's composer cannot start: one setting is wrong\./,
    );
  });
});

describe('the deploy hands the service its composition settings', () => {
  const hosting = { MEASUREMENT_PROXY_NETWORKS: '192.0.2.0/24 2001:db8::/32' };

  it('names every one, defaults included, so a deploy never keeps an old value', () => {
    expect(composerServiceEnvironment(hosting)).toEqual([
      'COMPOSER_FRAGMENT_BUDGET_MS=300',
      'COMPOSER_FRAGMENT_CACHE_MS=10000',
      'COMPOSER_CDN_CACHE_SECONDS=60',
      'MEASUREMENTS_FLUSH_MS=5000',
      'MEASUREMENT_CLIENT_SHARE_PERCENT=10',
      'DISCOVERY_URL=https://codekade-discovery.web.app/discovery.json',
      'MEASUREMENT_PROXY_HOPS=2',
      'MEASUREMENT_PROXY_NETWORKS=192.0.2.0/24 2001:db8::/32',
    ]);
  });

  it("refuses to deploy without Hosting's networks, or with one that is none: a direct request would pass as Hosting's", () => {
    expect(() => composerServiceEnvironment({})).toThrow(/MEASUREMENT_PROXY_NETWORKS must name the networks/);
    expect(() => composerServiceEnvironment({ MEASUREMENT_PROXY_NETWORKS: '192.0.2.0' })).toThrow(
      /MEASUREMENT_PROXY_NETWORKS: "192\.0\.2\.0" is no network in CIDR form/,
    );
  });

  it("passes on the deployer's values, and refuses a bad one before anything is deployed", () => {
    fc.assert(
      fc.property(fc.nat({ max: 60_000 }), (budget) => {
        expect(composerServiceEnvironment({ ...hosting, COMPOSER_FRAGMENT_BUDGET_MS: String(budget) })[0]).toBe(
          `COMPOSER_FRAGMENT_BUDGET_MS=${budget}`,
        );
      }),
    );
    expect(() => composerServiceEnvironment({ ...hosting, COMPOSER_CDN_CACHE_SECONDS: 'a minute' })).toThrow(
      /^`pnpm deploy:shell` cannot start: one setting is wrong\.\n {2}- COMPOSER_CDN_CACHE_SECONDS must be/,
    );
  });
});

describe("the discovery document's production address", () => {
  it("is the default domain of the document's own Hosting site (platform/lib/discovery-hosting.mjs)", () => {
    expect(PRODUCTION_DISCOVERY_URL).toBe(`https://${DISCOVERY_HOSTING.siteId}.web.app/${DISCOVERY_FILE_NAME}`);
  });
});
