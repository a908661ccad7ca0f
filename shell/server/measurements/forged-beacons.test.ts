// @vitest-environment node

/**
 * Issue 40's forgeries, as scripts that really send them over HTTP to a running composer (the real
 * composer, its service's server and measurements, aggregates in the run's Firestore emulator), with
 * the gate deciding on what was stored, as it reads it:
 * - 8 plain POSTs naming a 5 % candidate's public version, with errors, once moved it to 0 %;
 * - 100 forged beacons of 50 healthy page views each once kept a candidate with 10 % errors on hold.
 * Both must now be refused (4xx) and leave the gate's decision to the pages the composer served.
 */
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOOPBACK_SOURCES } from '@codekade/serving/content-security-policy';
import { decide } from '@codekade/serving/rollout/gate';
import { MEASUREMENT_TOKEN_META } from '@codekade/shared/measurement-beacon';
import { BEACON_PATH } from '@codekade/shared/measurements';
import { DEFAULT_ROLLOUT_SETTINGS, type StagedRollout } from '@codekade/shared/rollout';
import { afterAll, describe, expect, it } from 'vitest';
import { createComposer } from '../composer';
import { createComposerServer } from '../composer-server';
import { folderManifestText, isManifestUrl } from '../pinned-remote.test-helper';
import { createMeasurements, readVersionFigures } from './index';
import { emulatorStore } from './test-store.test-helper';
import { REMOTE_BASE, TEMPLATE, versionedDiscovery, versionedRemoteFiles } from './versioned-remote.test-helper';

const store = emulatorStore('demo-forged-beacons');

interface Site {
  origin: string;
  state: StagedRollout;
  stable: string;
  candidate: string;
}

const servers: Server[] = [];
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  await Promise.all(closers.map((close) => close()));
});

/** A running composer with mf_about under rollout at `share`, each page's draw taken in turn from `draws`. */
async function siteWithRollout(share: number, draws: () => number): Promise<Site & { flush: () => Promise<void> }> {
  const run = randomBytes(4).toString('hex');
  const stable = `stable-${run}`;
  const candidate = `cand-${run}`;
  const files = versionedRemoteFiles([stable, candidate]);
  const state: StagedRollout = {
    remote: 'mf_about',
    stable,
    candidate,
    share,
    stage: 0,
    stageStartedAt: new Date().toISOString(),
    lastDecision: null,
  };
  const compose = createComposer({
    remoteSources: [...LOOPBACK_SOURCES, 'http://remotes.test'],
    readTemplate: async () => TEMPLATE,
    readShellCss: async () => [],
    readDiscovery: async () => versionedDiscovery(files, stable, candidate),
    releaseKey: async () => 'release-1',
    siteUrl: 'https://www.codekade.nl',
    fetch: async (url) => {
      const file = String(url).slice(REMOTE_BASE.length);
      if (isManifestUrl(String(url)))
        return new Response(folderManifestText(files, file.slice(0, -'mf-manifest.json'.length)));
      const content = files[file];
      return content === undefined ? new Response('nope', { status: 404 }) : Response.json(content);
    },
    rollouts: async () => new Map([['mf_about', state]]),
    draw: draws,
    warn: () => undefined,
  });
  const measurements = createMeasurements({
    knownVersions: () => new Set([stable, candidate]),
    store,
    flushIntervalMs: 3_600_000,
    warn: () => undefined,
    // Every page here comes from one loopback address; the client share has tests of its own.
    clientSharePercent: 100,
  });
  const server = createComposerServer(
    measurements.measurePages(compose),
    'https://www.codekade.nl',
    undefined,
    measurements,
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  servers.push(server);
  closers.push(measurements.close);
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    stable,
    candidate,
    flush: measurements.flush,
  };
}

/** A visitor's page load: which version it showed, and its measurement token. */
async function loadPage(origin: string): Promise<{ version: string; token: string }> {
  const html = await (await fetch(`${origin}/over-ons`)).text();
  const version = /<h1>([^<]+)<\/h1>/.exec(html)?.[1] ?? '';
  const token = new RegExp(`<meta name="${MEASUREMENT_TOKEN_META}" content="([^"]+)">`).exec(html)?.[1] ?? '';
  return { version, token };
}

/** A beacon as the page sends it (same-origin), or as a script sends whatever it likes. */
const post = (origin: string, body: unknown, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) =>
  fetch(`${origin}${BEACON_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }).then((answer) => answer.status);

async function gateDecision(site: Site & { flush: () => Promise<void> }, minPageViews: number) {
  await site.flush();
  const since = new Date(Date.now() - 3_600_000);
  const [stable, candidate] = await Promise.all([
    readVersionFigures(store, { remote: 'mf_about', version: site.stable, since }),
    readVersionFigures(store, { remote: 'mf_about', version: site.candidate, since }),
  ]);
  return decide(site.state, stable, candidate, { ...DEFAULT_ROLLOUT_SETTINGS, minPageViews }, new Date());
}

describe('forged beacons against a running composer', () => {
  it('8 plain POSTs naming a 5 % candidate with errors are refused, and the gate holds on the pages served', async () => {
    let turn = 0;
    // One page in twenty draws the candidate, as a 5 % share does.
    const site = await siteWithRollout(5, () => (turn++ % 20 === 0 ? 0 : 0.5));
    const loads = [];
    for (let index = 0; index < 80; index += 1) loads.push(await loadPage(site.origin));
    expect(loads.filter((load) => load.version === site.candidate)).toHaveLength(4);
    expect((await gateDecision(site, 4)).outcome).toBe('hold');

    const forged = { records: [{ remote: 'mf_about', version: site.candidate, pageViews: 1, errors: 1 }] };
    const statuses = [];
    // As curl sends them: no Sec-Fetch-Site; then with one made up, then with a made-up token.
    for (let index = 0; index < 4; index += 1) statuses.push(await post(site.origin, forged, {}));
    for (let index = 0; index < 2; index += 1) statuses.push(await post(site.origin, forged));
    const madeUp = `m1~mf_about~${site.candidate}~${Math.floor(Date.now() / 1000).toString(36)}~AAAAAAAAAAAAAAAA~AAAAAAAAAAAAAAAAAAAAAA`;
    for (let index = 0; index < 2; index += 1) statuses.push(await post(site.origin, { token: madeUp, ...forged }));
    expect(statuses).toHaveLength(8);
    for (const status of statuses) expect(status).toBeGreaterThanOrEqual(400);
    for (const status of statuses) expect(status).toBeLessThan(500);

    const decision = await gateDecision(site, 4);
    expect(decision.outcome).toBe('hold');
    expect(decision.candidateFigures).toMatchObject({ pageViews: 4, errors: 0 });
  }, 60_000);

  it('100 forged healthy beacons do not keep a candidate with 10 % errors from being aborted', async () => {
    let turn = 0;
    const site = await siteWithRollout(50, () => (turn++ % 2 === 0 ? 0.1 : 0.9));
    const candidatePages = [];
    for (let index = 0; index < 400; index += 1) {
      const load = await loadPage(site.origin);
      if (load.version === site.candidate) candidatePages.push(load);
    }
    expect(candidatePages).toHaveLength(200);
    // One candidate page in ten throws, and its page reports the error with its token.
    for (const { token } of candidatePages.slice(0, 20)) {
      const beacon = { token, records: [{ remote: 'mf_about', version: site.candidate, pageViews: 1, errors: 1 }] };
      expect(await post(site.origin, beacon)).toBe(204);
    }
    expect((await gateDecision(site, 200)).outcome).toBe('abort');

    const statuses: number[] = [];
    const healthy = { records: [{ remote: 'mf_about', version: site.candidate, pageViews: 50 }] };
    for (let index = 0; index < 50; index += 1) statuses.push(await post(site.origin, healthy, {}));
    for (let index = 0; index < 25; index += 1) statuses.push(await post(site.origin, healthy));
    // With a real page's token (a page the forger loaded): its views are the composer's already.
    const harvested = candidatePages[20]?.token;
    const onePage = { token: harvested, records: [{ remote: 'mf_about', version: site.candidate, pageViews: 1 }] };
    for (let index = 0; index < 25; index += 1) statuses.push(await post(site.origin, onePage));
    expect(statuses).toHaveLength(100);
    // Only the harvested token's one page view was taken (and adds nothing); every other one is a 4xx.
    expect(statuses.filter((status) => status === 204)).toHaveLength(1);
    for (const status of statuses.filter((code) => code !== 204)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }

    const decision = await gateDecision(site, 200);
    expect(decision.outcome).toBe('abort');
    expect(decision.candidateFigures).toMatchObject({ pageViews: 200, errors: 20 });
    expect(decision.stable).toMatchObject({ pageViews: 200, errors: 0 });
  }, 120_000);
});
