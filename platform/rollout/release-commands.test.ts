// @vitest-environment node
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRollout } from '@codekade/serving/rollout/rollout-store';
import { RolloutRefusal } from '@codekade/serving/rollout/transitions';
import { DEFAULT_ROLLOUT_SETTINGS, ROLLOUTS_COLLECTION } from '@codekade/shared/rollout';
import { versionManifestUrl } from '@codekade/shared/versions';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { remoteApps } from '../lib/app-registry.mjs';
import { liveReleaseDir, localHostingTarget, localSite, startLocalSite } from '../lib/local-hosting.mjs';
import { productionHostingTarget, releaseDeployArguments } from '../lib/release-targets.mjs';
import { serveApp } from '../lib/static-site.mjs';
import { parseCommandLine } from './command-line';
import {
  abortRelease,
  deployToEveryone,
  describeRollout,
  promoteRelease,
  type ReleaseContext,
  startRelease,
} from './release-commands';
import { testFirestore } from './test-firestore';

// The emulator's first answers and its transactions are slow on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const connection = testFirestore('demo-release-commands');
const { db } = connection;
const folders: string[] = [];
const servers: { close(): Promise<unknown> }[] = [];
const temporary = () => {
  const dir = mkdtempSync(join(tmpdir(), 'codekade-release-commands-'));
  folders.push(dir);
  return dir;
};

/** A remote build of build id `id`, as the build preset writes one (manifest, entry, chunk, fragment index). */
function build(id: string) {
  const dir = temporary();
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({ metaData: { buildInfo: { buildId: id }, publicPath: 'auto' } }),
    'remoteEntry.js': `// entry ${id}`,
    'index.html': '<!doctype html><title>preview</title>',
    [`static/js/page.${id}.js`]: `// chunk ${id}`,
    'ssr/index.json': `{"buildId":"${id}"}`,
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  return { dir, id };
}

/** The pins each release gave the discovery document (issue 48), in order. */
const pinned: { remote: string; version: string; integrity: string; serve: boolean }[] = [];
const context: ReleaseContext = {
  remote: 'mf_home',
  db,
  settings: DEFAULT_ROLLOUT_SETTINGS,
  now: () => new Date('2026-05-01T10:00:00.000Z'),
  log: () => {},
  pins: {
    describe: 'the test’s discovery document',
    release: async (remote, pin, { serve }) => {
      pinned.push({ remote, ...pin, serve });
    },
  },
};

/** Serves a local hosting site the way npm start does, following its pointer; resolves with its origin. */
async function serve(site: ReturnType<typeof localSite>) {
  const distDir = liveReleaseDir(site);
  if (!distDir) throw new Error('no release');
  const server = await serveApp({ target: 'mf_home', port: 0, distDir, allowedOrigins: [], liveSite: site });
  servers.push(server);
  return `http://127.0.0.1:${server.port}`;
}

const buildIdAt = async (url: string) => {
  const response = await fetch(url);
  return response.ok
    ? ((await response.json()) as { metaData: { buildInfo: { buildId: string } } }).metaData.buildInfo.buildId
    : response.status;
};

beforeEach(async () => {
  pinned.splice(0);
  const { docs } = await db.collection(ROLLOUTS_COLLECTION).get();
  await Promise.all(docs.map((document) => document.ref.delete()));
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});
afterAll(() => connection.close());

describe('the release commands against the local hosting (the real operations)', () => {
  it('release:start publishes the candidate beside stable, leaves the root alone and starts the first stage', async () => {
    const site = localSite(temporary(), 'mf_home');
    await startLocalSite(site, build('b1').dir);
    const origin = await serve(site);
    const state = await startRelease(context, localHostingTarget(site), async () => build('b2'));
    expect(state).toMatchObject({ stable: 'b1', candidate: 'b2', share: 5, stage: 0 });
    expect(await readRollout(db, 'mf_home')).toEqual(state);
    // The running server follows the release: both versions answer, the root is still stable.
    expect(await buildIdAt(versionManifestUrl(origin, 'b1'))).toBe('b1');
    expect(await buildIdAt(versionManifestUrl(origin, 'b2'))).toBe('b2');
    expect(await buildIdAt(`${origin}/mf-manifest.json`)).toBe('b1');
    expect(await (await fetch(`${origin}/v/b2/static/js/page.b2.js`)).text()).toBe('// chunk b2');
    // A version that was never published is a plain 404, never the preview page.
    expect(await buildIdAt(versionManifestUrl(origin, 'b9'))).toBe(404);
  });

  it('release:start is refused while a candidate is in a stage, before anything is built', async () => {
    const site = localSite(temporary(), 'mf_home');
    await startLocalSite(site, build('b1').dir);
    await startRelease(context, localHostingTarget(site), async () => build('b2'));
    const builder = vi.fn(async () => build('b3'));
    await expect(startRelease(context, localHostingTarget(site), builder)).rejects.toThrow(
      /rolling out b2 \(stage 1, 5 %\): promote or abort it first/,
    );
    expect(builder).not.toHaveBeenCalled();
  });

  it('promote moves stage by stage and from 100 % makes the candidate stable; abort sets share 0', async () => {
    const site = localSite(temporary(), 'mf_home');
    await startLocalSite(site, build('b1').dir);
    await startRelease(context, localHostingTarget(site), async () => build('b2'));
    const shares = [];
    for (let step = 0; step < 3; step += 1) shares.push((await promoteRelease(context)).share);
    expect(shares).toEqual([25, 50, 100]);
    expect(await promoteRelease(context)).toMatchObject({ stable: 'b2', candidate: null });
    await startRelease(context, localHostingTarget(site), async () => build('b3'));
    const { state, changed } = await abortRelease(context);
    expect(changed).toBe(true);
    expect(state).toMatchObject({ stable: 'b2', candidate: 'b3', share: 0, stage: -1 });
    expect(describeRollout(state)).toBe('stable b2 serves everyone; candidate b3 aborted (0 %)');
    expect((await abortRelease(context)).changed).toBe(false);
  });

  it('deploy:remote makes the build stable at the root and in the rollout, and keeps the versions pages may still use', async () => {
    const site = localSite(temporary(), 'mf_home');
    await startLocalSite(site, build('b1').dir);
    const origin = await serve(site);
    await startRelease(context, localHostingTarget(site), async () => build('b2'));
    await expect(deployToEveryone(context, localHostingTarget(site), async () => build('b4'))).rejects.toThrow(
      RolloutRefusal,
    );
    await abortRelease(context);
    expect(await deployToEveryone(context, localHostingTarget(site), async () => build('b4'))).toMatchObject({
      stable: 'b4',
      candidate: null,
    });
    expect(await buildIdAt(`${origin}/mf-manifest.json`)).toBe('b4');
    for (const id of ['b1', 'b2', 'b4']) expect(await buildIdAt(versionManifestUrl(origin, id))).toBe(id);
  });

  it('pins each build from its own output after its files are published and before the state names it (issue 48)', async () => {
    const site = localSite(temporary(), 'mf_home');
    await startLocalSite(site, build('b1').dir);
    const origin = await serve(site);
    const seen: { published: unknown; stateNames: unknown }[] = [];
    const watching: ReleaseContext = {
      ...context,
      pins: {
        describe: 'a watching discovery document',
        release: async (remote, pin, options) => {
          const state = await readRollout(db, 'mf_home');
          seen.push({
            published: await buildIdAt(versionManifestUrl(origin, pin.version)),
            stateNames: state instanceof Error ? state : (state?.candidate ?? state?.stable),
          });
          await context.pins.release(remote, pin, options);
        },
      },
    };
    const candidate = build('b2');
    await startRelease(watching, localHostingTarget(site), async () => candidate);
    await abortRelease(context);
    await deployToEveryone(watching, localHostingTarget(site), async () => build('b3'));
    expect(seen).toEqual([
      { published: 'b2', stateNames: undefined },
      { published: 'b3', stateNames: 'b2' },
    ]);
    const digest = (dir: string) =>
      `sha384-${createHash('sha384')
        .update(readFileSync(join(dir, 'mf-manifest.json')))
        .digest('base64')}`;
    expect(pinned).toEqual([
      { remote: 'mf_home', version: 'b2', integrity: digest(candidate.dir), serve: false },
      { remote: 'mf_home', version: 'b3', integrity: expect.stringMatching(/^sha384-/), serve: true },
    ]);
  });
});

describe('the release commands against Firebase Hosting (deploy not run)', () => {
  const home = remoteApps.find((app) => app.name === 'mf_home');
  const contact = remoteApps.find((app) => app.name === 'mf_contact');
  if (!home || !contact) throw new Error('registry');

  it('release:start reads the live site over HTTP, assembles the public folder and deploys Hosting alone', async () => {
    // The "live site": a local hosting release served over HTTP with production's rules.
    const live = localSite(temporary(), 'mf_home');
    await startLocalSite(live, build('b1').dir);
    const origin = await serve(live);
    const publicDir = join(temporary(), 'dist');
    const deploys: string[][] = [];
    const target = productionHostingTarget(
      { ...home, productionUrl: origin },
      { withBackend: false, publicDir, runFirebase: (args: string[]) => deploys.push(args) },
    );
    const state = await startRelease(context, target, async () => build('b2'));
    expect(state).toMatchObject({ stable: 'b1', candidate: 'b2' });
    expect(deploys).toEqual([['deploy', '--only', 'hosting:mf_home']]);
    expect(readFileSync(join(publicDir, 'remoteEntry.js'), 'utf8')).toBe('// entry b1');
    expect(readFileSync(join(publicDir, 'v/b1/static/js/page.b1.js'), 'utf8')).toBe('// chunk b1');
    expect(readFileSync(join(publicDir, 'v/b2/remoteEntry.js'), 'utf8')).toBe('// entry b2');
    expect(existsSync(join(publicDir, 'versions.json'))).toBe(true);
  });

  it('a release to everyone deploys the backend along; a candidate never does', () => {
    expect(releaseDeployArguments(contact, { withBackend: true })).toEqual([
      'deploy',
      '--only',
      'hosting:mf_contact,functions:contact,firestore:rules,firestore:indexes',
    ]);
    expect(releaseDeployArguments(contact, { withBackend: false })).toEqual(['deploy', '--only', 'hosting:mf_contact']);
  });

  it('refuses a release:start on a site that publishes no versions yet', async () => {
    const live = temporary();
    writeFileSync(join(live, 'index.html'), '<!doctype html>');
    const server = await serveApp({ target: 'mf_home', port: 0, distDir: live, allowedOrigins: [] });
    servers.push(server);
    const target = productionHostingTarget(
      { ...home, productionUrl: `http://127.0.0.1:${server.port}` },
      { withBackend: false, publicDir: join(temporary(), 'dist'), runFirebase: () => {} },
    );
    await expect(startRelease(context, target, async () => build('b2'))).rejects.toThrow(
      /names no build at its root; release one to everyone first/,
    );
  });
});

describe('the command line', () => {
  it('takes a remote by name or folder, and --local', () => {
    expect(parseCommandLine('release:start', ['mf-home', '--local'])).toMatchObject({
      app: { name: 'mf_home' },
      local: true,
    });
    expect(parseCommandLine('release:abort', ['mf_about'])).toMatchObject({ app: { name: 'mf_about' }, local: false });
    expect(parseCommandLine('release:start', ['shell'])).toMatch(/^Usage: pnpm release:start <remote> \[--local\]/);
    expect(parseCommandLine('release:start', [])).toMatch(/Got: nothing/);
  });
});
