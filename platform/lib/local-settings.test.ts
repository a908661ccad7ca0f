// @vitest-environment node
import { resolve } from 'node:path';
import { SettingsError } from '@codekade/serving/settings';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localSettings, readLocalSettings } from './local-settings.mjs';

describe('the local site reads its settings from the environment', () => {
  it('runs as npm start does with nothing set', () => {
    const settings = readLocalSettings({});
    expect(settings).toMatchObject({
      sitePortBase: 3000,
      shellOrigins: [],
      contactStorePort: 8080,
      contactStoreDir: resolve(import.meta.dirname, '../../.data/firestore-emulator'),
      javaHome: undefined,
      mailSmtpPort: 1025,
      mailWebPort: 1080,
      smtpUrl: undefined,
      contactDeliveryRetryMs: undefined,
      contactDeliveryLeaseMs: undefined,
      contactDeliverySweepMs: undefined,
      chromiumPath: '/usr/bin/chromium',
      firefoxPath: '/usr/bin/firefox-esr',
      rehearsalHosts: {},
      devRemotePort: undefined,
      checkRemotePortBase: 3300,
    });
  });

  it('derives the rehearsal and screenshot defaults from the port base', () => {
    expect(readLocalSettings({ SITE_PORT_BASE: '13000' })).toMatchObject({
      rehearsalPortBase: 13200,
      screenshotSiteUrl: 'http://localhost:13000',
    });
    expect(readLocalSettings({ SITE_PORT_BASE: '13000', REHEARSAL_PORT_BASE: '20000' }).rehearsalPortBase).toBe(20000);
  });

  it('takes what the browser tests and the contact tests set', () => {
    expect(
      readLocalSettings({
        SITE_PORT_BASE: '13000',
        CONTACT_STORE_PORT: '13092',
        CONTACT_STORE_DIR: '/tmp/store',
        MAIL_SMTP_PORT: 'off',
        MAIL_WEB_PORT: '13081',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        CONTACT_DELIVERY_RETRY_MS: '500',
        CONTACT_DELIVERY_LEASE_MS: '3000',
        CONTACT_DELIVERY_SWEEP_MS: '1000',
        SHELL_ORIGINS: 'http://localhost:4000,https://staging.example',
      }),
    ).toMatchObject({
      sitePortBase: 13000,
      contactStorePort: 13092,
      contactStoreDir: '/tmp/store',
      mailSmtpPort: 'off',
      mailWebPort: 13081,
      smtpUrl: 'smtp://127.0.0.1:2525',
      contactDeliveryRetryMs: 500,
      contactDeliveryLeaseMs: 3000,
      contactDeliverySweepMs: 1000,
      shellOrigins: ['http://localhost:4000', 'https://staging.example'],
    });
  });

  it('stops with every bad value in one English message', () => {
    const start = () =>
      readLocalSettings({
        SITE_PORT_BASE: '3000x',
        CONTACT_STORE_PORT: '70000',
        MAIL_SMTP_PORT: 'none',
        CONTACT_DELIVERY_SWEEP_MS: '0',
        SMTP_URL: 'mail.example.nl',
        CHECK_REMOTE_PORT_BASE: '80',
      });
    expect(start).toThrow(SettingsError);
    expect(start).toThrow(/^The local site cannot start: 6 settings are wrong\./);
    for (const name of [
      'SITE_PORT_BASE must be a port number from 1024 to 65000, not "3000x".',
      'CONTACT_STORE_PORT must be a port number from 1 to 65535, not "70000".',
      'MAIL_SMTP_PORT must be a port number from 1 to 65535, or off, not "none".',
      'CONTACT_DELIVERY_SWEEP_MS must be a whole number of milliseconds (1 or more), not "0".',
      'SMTP_URL must be an smtp:// or smtps:// URL, not "mail.example.nl".',
      'CHECK_REMOTE_PORT_BASE must be a port number from 1024 to 65000, not "80".',
    ])
      expect(start).toThrow(name);
  });

  it('reads any port base a run may choose, and refuses any that leaves no room above it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1024, max: 65000 }), (base) => {
        expect(readLocalSettings({ SITE_PORT_BASE: String(base) }).sitePortBase).toBe(base);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 65001, max: 10_000_000 }), (base) => {
        expect(() => readLocalSettings({ SITE_PORT_BASE: String(base) })).toThrow('SITE_PORT_BASE must be');
      }),
    );
  });

  it('describes every setting in one English line', () => {
    for (const setting of Object.values(localSettings)) expect(setting.description).toMatch(/^[A-Z`].*[.)]$/);
  });
});
