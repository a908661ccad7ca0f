// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { apps, remoteApps } from './app-registry.mjs';
import { localRemoteApps } from './apps.mjs';
import { localSite, startLocalSite } from './local-hosting.mjs';
import { readLocalSettings, SITE_PORT_SPAN } from './local-settings.mjs';
import {
  localSitePorts,
  portsInside,
  SECOND_SITE_OFFSETS,
  secondSiteEnvironment,
  secondSitePlan,
  secondSiteRange,
} from './second-site.mjs';
import { superviseParts } from './supervisor.mjs';

const names = { who: 'pnpm check:remote', setting: 'CHECK_REMOTE_PORT_BASE' };
/** The highest port offset of an app (5 with five remotes): the apps of a site lie from its base to this above it. */
const lastApp = Math.max(...apps.map((app) => app.portOffset));

describe('pnpm check:remote plans a site of its own beside npm start', () => {
  it("with the defaults it takes none of npm start's ports, and says which it takes", () => {
    const settings = readLocalSettings({});
    const plan = secondSitePlan(settings, settings.checkRemotePortBase, names);
    expect(plan.clash).toEqual([]);
    expect(plan.line).toBe(
      `pnpm check:remote runs its site on ports 3300–${3300 + SITE_PORT_SPAN} (apps 3300–${3300 + lastApp}, contact store 3392, maildev 3325/3381), ` +
        `beside npm start's (3000–${3000 + lastApp}, contact store 8080, maildev 1025/1080); CHECK_REMOTE_PORT_BASE moves it.`,
    );
  });

  it("refuses a port base whose range holds npm start's ports, and names them", () => {
    const settings = readLocalSettings({ SITE_PORT_BASE: '3400', CONTACT_STORE_PORT: '3450' });
    const plan = secondSitePlan(settings, settings.checkRemotePortBase, names);
    // Its apps, its contact store and the dev servers `pnpm dev:remote` starts beside it.
    const appPorts = apps.map((app) => 3400 + app.portOffset);
    const devServers = remoteApps.map((app) => 3500 + app.portOffset);
    expect(plan.clash).toEqual([...appPorts, 3450, ...devServers].filter((port) => port <= 3300 + SITE_PORT_SPAN));
    expect(plan.line).toMatch(
      new RegExp(`^pnpm check:remote cannot run its site on ports 3300–${3300 + SITE_PORT_SPAN}: npm start's site`),
    );
    expect(plan.line).toContain(`Set CHECK_REMOTE_PORT_BASE to a port with ${SITE_PORT_SPAN} free ports above it.`);
  });

  it("hands its site only ports from its own base and a fresh data folder, whatever npm start's settings are", () => {
    const port = fc.integer({ min: 1, max: 65535 }).map(String);
    const startEnvironment = fc.record(
      {
        SITE_PORT_BASE: fc.integer({ min: 1024, max: 65000 }).map(String),
        CONTACT_STORE_PORT: port,
        CONTACT_STORE_DIR: fc.constant('/home/dev/codekade/.data/firestore-emulator'),
        MAIL_SMTP_PORT: fc.oneof(port, fc.constant('off')),
        MAIL_WEB_PORT: port,
        SMTP_URL: fc.constant('smtps://agency:secret@smtp.example.nl:465'),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(startEnvironment, fc.integer({ min: 1024, max: 65000 }), (env, checkBase) => {
        const site = readLocalSettings(
          secondSiteEnvironment(env, { portBase: checkBase, contactStoreDir: '/tmp/check-store' }),
        );
        expect(site.sitePortBase).toBe(checkBase);
        expect(site.contactStoreDir).toBe('/tmp/check-store');
        expect(site.smtpUrl).toBeUndefined();
        const ports = localSitePorts(site);
        expect(portsInside(ports, secondSiteRange(checkBase))).toEqual([...new Set(ports)].sort((a, b) => a - b));
      }),
    );
  });

  it('keeps its contact part inside its range, clear of the tests’ own sites', () => {
    for (const offset of Object.values(SECOND_SITE_OFFSETS)) expect(offset).toBeLessThan(SITE_PORT_SPAN);
  });
});

/** Any HTTP answer at all from a loopback port (a part serving a folder not built yet answers 404). */
function answers(port: number): Promise<boolean> {
  return new Promise((resolveAnswer) => {
    request({ host: '127.0.0.1', port, path: '/mf-manifest.json' }, (response) => {
      response.resume();
      resolveAnswer(true);
    })
      .on('error', () => resolveAnswer(false))
      .end();
  });
}

describe('its site starts while a local site runs, without a clash', () => {
  const stops: (() => Promise<void>)[] = [];
  const contactStoreDir = mkdtempSync(join(tmpdir(), 'second-site-test-'));
  afterAll(async () => {
    for (const stop of stops) await stop();
    rmSync(contactStoreDir, { recursive: true, force: true });
  });

  it("serves each remote on the check's ports while npm start's serve on theirs", async () => {
    // An npm start on this run's ports (the unit tests' port base and above), and the check's base above it.
    const base = readLocalSettings(process.env).sitePortBase;
    const startEnvironment = {
      ...process.env,
      SITE_PORT_BASE: String(base + 120),
      CONTACT_STORE_PORT: String(base + 126),
      MAIL_SMTP_PORT: String(base + 127),
      MAIL_WEB_PORT: String(base + 128),
      CHECK_REMOTE_PORT_BASE: String(base + 300),
    };
    const settings = readLocalSettings(startEnvironment);
    const plan = secondSitePlan(settings, settings.checkRemotePortBase, names);
    expect(plan.clash).toEqual([]);
    const checkEnvironment = secondSiteEnvironment(startEnvironment, {
      portBase: settings.checkRemotePortBase,
      contactStoreDir,
    });
    // Each remote's first release on a local hosting of its own, as scripts/serve.mjs makes it (a
    // minimal build: its manifest with a build id), then each remote in a process of its own.
    const withHosting = async (env: NodeJS.ProcessEnv) => {
      const hostingDir = mkdtempSync(join(tmpdir(), 'second-site-hosting-'));
      stops.push(async () => rmSync(hostingDir, { recursive: true, force: true }));
      for (const app of localRemoteApps) {
        const buildDir = join(hostingDir, `build-${app.name}`);
        mkdirSync(join(buildDir, 'static'), { recursive: true });
        const manifest = { metaData: { buildInfo: { buildId: `${app.name}-test` } } };
        writeFileSync(join(buildDir, 'mf-manifest.json'), JSON.stringify(manifest));
        await startLocalSite(localSite(hostingDir, app.name), buildDir);
      }
      return { ...env, LOCAL_HOSTING_DIR: hostingDir };
    };
    const partScript = fileURLToPath(new URL('../../scripts/serve-part.mjs', import.meta.url));
    const partsOf = (label: string, env: NodeJS.ProcessEnv) =>
      localRemoteApps.map((app) => ({ name: `${label} ${app.name}`, script: partScript, args: [app.name], env }));
    const quiet = { log: () => {} };

    const npmStart = await superviseParts(partsOf('npm start', await withHosting(startEnvironment)), quiet);
    stops.push(npmStart.stop);
    const check = await superviseParts(partsOf('check:remote', await withHosting(checkEnvironment)), quiet);
    stops.push(check.stop);

    for (const app of localRemoteApps) {
      expect(await answers(settings.sitePortBase + app.portOffset), `npm start's ${app.name}`).toBe(true);
      expect(await answers(settings.checkRemotePortBase + app.portOffset), `check:remote's ${app.name}`).toBe(true);
    }
    expect(check.lines.join('\n')).toContain(`http://localhost:${settings.checkRemotePortBase + 4}/`);
    expect(npmStart.lines.join('\n')).toContain(`http://localhost:${settings.sitePortBase + 4}/`);
  }, 60_000);
});
