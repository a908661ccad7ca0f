// @vitest-environment node
import { SettingsError } from '@codekade/serving/settings';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSettings, publicDefines, readBuildSettings } from './build-settings.mjs';

const project = {
  PUBLIC_FIREBASE_API_KEY: 'AIzaSyExample-Key_123',
  PUBLIC_FIREBASE_AUTH_DOMAIN: 'codekade-site.firebaseapp.com',
  PUBLIC_FIREBASE_PROJECT_ID: 'codekade-site',
  PUBLIC_FIREBASE_STORAGE_BUCKET: 'codekade-site.appspot.com',
  PUBLIC_FIREBASE_MESSAGING_SENDER_ID: '1234567890',
  PUBLIC_FIREBASE_APP_ID: '1:1234567890:web:abc123',
};

describe('an app build reads its settings from the environment', () => {
  it('builds for the local emulator with nothing set, with a fresh build id', () => {
    const settings = readBuildSettings({});
    expect(settings).toMatchObject({
      firebaseProjectId: undefined,
      firestoreEmulatorHost: undefined,
      devPort: undefined,
      againstLiveShell: false,
      liveShellUrl: undefined,
    });
    expect(settings.buildId).toMatch(/^[0-9a-f-]{36}$/);
    expect(publicDefines(settings)).toEqual({});
  });

  it("inlines exactly the checked PUBLIC_* values a project's build sets", () => {
    const settings = readBuildSettings({
      ...project,
      PUBLIC_FIREBASE_APPCHECK_SITE_KEY: '6Lc-site-key',
      CODEKADE_BUILD_ID: 'release-42',
      SOME_SECRET: 'not for the browser',
    });
    expect(settings.buildId).toBe('release-42');
    expect(publicDefines(settings)).toEqual({
      ...Object.fromEntries(
        Object.entries(project).map(([name, value]) => [`import.meta.env.${name}`, JSON.stringify(value)]),
      ),
      'import.meta.env.PUBLIC_FIREBASE_APPCHECK_SITE_KEY': '"6Lc-site-key"',
    });
  });

  it('reads what dev:remote hands its dev server', () => {
    expect(
      readBuildSettings({ DEV_PORT: '3104', AGAINST_LIVE_SHELL: '1', LIVE_SHELL_URL: 'https://www.codekade.nl' }),
    ).toMatchObject({ devPort: 3104, againstLiveShell: true, liveShellUrl: 'https://www.codekade.nl' });
    expect(readBuildSettings({ PUBLIC_FIRESTORE_EMULATOR_HOST: '127.0.0.1:13092' }).firestoreEmulatorHost).toBe(
      '127.0.0.1:13092',
    );
  });

  it('stops with every bad value in one English message', () => {
    const build = () =>
      readBuildSettings({
        PUBLIC_FIREBASE_PROJECT_ID: 'Codekade Site',
        PUBLIC_FIRESTORE_EMULATOR_HOST: 'localhost',
        CODEKADE_BUILD_ID: 'a build; alert(1)',
        AGAINST_LIVE_SHELL: 'yes',
      });
    expect(build).toThrow(SettingsError);
    expect(build).toThrow(/^The build cannot start: 4 settings are wrong\./);
    expect(build).toThrow('PUBLIC_FIREBASE_PROJECT_ID must be a Firebase project id');
    expect(build).toThrow('PUBLIC_FIRESTORE_EMULATOR_HOST must be host:port, such as 127.0.0.1:8080, not "localhost".');
    expect(build).toThrow('CODEKADE_BUILD_ID must be letters, digits, _ and - (at most 64)');
    expect(build).toThrow('AGAINST_LIVE_SHELL must be 1 or true (on), 0 or false (off), not "yes".');
  });

  it("refuses a project without its web config's API key and app id", () => {
    expect(() => readBuildSettings({ PUBLIC_FIREBASE_PROJECT_ID: 'codekade-site' })).toThrow(
      /PUBLIC_FIREBASE_API_KEY must be set.*\n.*PUBLIC_FIREBASE_APP_ID must be set/,
    );
  });

  it('takes only build ids that are safe in a JavaScript name', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 80 }), (id) => {
        try {
          const { buildId } = readBuildSettings({ CODEKADE_BUILD_ID: id });
          expect(`chunk_${buildId.replaceAll('-', '')}`).toMatch(/^[A-Za-z0-9_]+$/);
        } catch (error) {
          expect(error).toBeInstanceOf(SettingsError);
        }
      }),
    );
  });

  it('describes every setting in one English line', () => {
    for (const setting of Object.values(buildSettings)) expect(setting.description).toMatch(/^[A-Z].*[.)]$/);
  });
});
