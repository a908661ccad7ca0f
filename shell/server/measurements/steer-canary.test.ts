// @vitest-environment node
/**
 * Issue 47's steering of a canary, as the probe did it: real GETs and real signed beacons over HTTP
 * from many loopback source addresses (127.0.x.y, `localAddress`) to a running composer (the real
 * composer, the service's server and measurements at the production client share, aggregates in
 * the run's Firestore emulator), the gate deciding on what was stored, as it reads it.
 *
 * Lean here (seconds); `node scripts/steer-canary.mjs` runs it in full (STEER_CANARY=full) and prints
 * what each attack took: requests, distinct networks, time.
 */
import { randomBytes } from 'node:crypto';
import { Agent, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decide } from '@codekade/serving/rollout/gate';
import { MEASUREMENT_TOKEN_META } from '@codekade/shared/measurement-beacon';
import { BEACON_PATH } from '@codekade/shared/measurements';
import { DEFAULT_ROLLOUT_SETTINGS, type GateDecision, type StagedRollout } from '@codekade/shared/rollout';
import { afterAll, describe, expect, it } from 'vitest';
import { createComposer } from '../composer';
import { createComposerServer } from '../composer-server';
import { folderManifestText } from '../pinned-remote.test-helper';
import { clientNetwork } from './client-address';
import { createMeasurements, readVersionFigures } from './index';
import { emulatorStore } from './test-store.test-helper';
import { REMOTE_BASE, TEMPLATE, versionedDiscovery, versionedRemoteFiles } from './versioned-remote.test-helper';

const FULL = process.env.STEER_CANARY === 'full';
const store = emulatorStore('demo-steer-canary');

const servers: Server[] = [];
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  await Promise.all(closers.map((close) => close()));
});

interface Site {
  origin: string;
  port: number;
  state: StagedRollout;
  stable: string;
  candidate: string;
  flush: () => Promise<void>;
}

/** A running composer with mf_about's candidate at `share` %, drawn at random per page, at the production client share. */
async function siteWithRollout(share: number): Promise<Site> {
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
    readTemplate: async () => TEMPLATE,
    readShellCss: async () => [],
    readDiscovery: async () => versionedDiscovery(files, stable, candidate),
    releaseKey: async () => 'release-1',
    siteUrl: 'https://www.codekade.nl',
    remoteSources: [new URL(REMOTE_BASE).origin],
    fetch: async (url) => {
      const file = String(url).slice(REMOTE_BASE.length);
      // Each version's manifest pins the files of its folder, as its build writes it.
      if (file.endsWith('mf-manifest.json'))
        return new Response(folderManifestText(files, file.slice(0, -'mf-manifest.json'.length)));
      const content = files[file];
      return content === undefined ? new Response('nope', { status: 404 }) : Response.json(content);
    },
    rollouts: async () => new Map([['mf_about', state]]),
    warn: () => undefined,
  });
  const measurements = createMeasurements({
    knownVersions: () => new Set([stable, candidate]),
    store,
    flushIntervalMs: 3_600_000,
    warn: () => undefined,
    // The service's default: no client past 10 % of a minute beyond its first 20.
    clientSharePercent: 10,
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
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, port, state, stable, candidate, flush: measurements.flush };
}

/** One keep-alive agent per source address: every request of a client leaves from its own address. */
const agents = new Map<string, Agent>();
const agentOf = (localAddress: string) => {
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new Agent({ keepAlive: true, maxSockets: 4, localAddress });
    agents.set(localAddress, agent);
  }
  return agent;
};
afterAll(() => {
  for (const agent of agents.values()) agent.destroy();
});

/** One request, again once when a kept-alive connection was closed by the server just as it was reused. */
async function send(
  site: Site,
  from: string,
  options: { method: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; body: string }> {
  try {
    return await sendOnce(site, from, options);
  } catch {
    return sendOnce(site, from, options);
  }
}

function sendOnce(
  site: Site,
  from: string,
  options: { method: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: site.port,
        agent: agentOf(from),
        method: options.method,
        path: options.path,
        headers: options.headers,
      },
      (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk) => {
          body += chunk;
        });
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** A GET of the page from `from`: the version it showed and its measurement token (none when not counted). */
async function load(site: Site, from: string, query = '') {
  const { body } = await send(site, from, { method: 'GET', path: `/over-ons${query}` });
  const version = /<h1>([^<]+)<\/h1>/.exec(body)?.[1] ?? '';
  const token = new RegExp(`<meta name="${MEASUREMENT_TOKEN_META}" content="([^"]+)">`).exec(body)?.[1];
  return { version, token };
}

/** The page's error beacon, as its browser sends it (same-origin, with its token). */
const errorBeacon = (site: Site, from: string, token: string) =>
  send(site, from, {
    method: 'POST',
    path: BEACON_PATH,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({
      token,
      records: [{ remote: 'mf_about', version: site.candidate, pageViews: 1, errors: 1 }],
    }),
  }).then((answer) => answer.status);

async function gateDecision(site: Site): Promise<GateDecision> {
  await site.flush();
  const since = new Date(Date.now() - 3_600_000);
  const [stable, candidate] = await Promise.all([
    readVersionFigures(store, { remote: 'mf_about', version: site.stable, since }),
    readVersionFigures(store, { remote: 'mf_about', version: site.candidate, since }),
  ]);
  return decide(site.state, stable, candidate, DEFAULT_ROLLOUT_SETTINGS, new Date());
}

/** `count` loopback addresses, each its own network (IPv4: the address itself), in a /16 of the attack's. */
const addresses = (block: number, count: number) =>
  Array.from({ length: count }, (_, index) => `127.${block}.${Math.floor(index / 250)}.${(index % 250) + 1}`);

interface Cost {
  attack: string;
  requests: number;
  networks: number;
  seconds: number;
  outcome: string;
}
const costs: Cost[] = [];
afterAll(() => {
  if (costs.length > 0)
    console.table(
      costs.map(({ attack, requests, networks, seconds, outcome }) => ({
        attack,
        requests,
        networks,
        seconds,
        outcome,
      })),
    );
});

/**
 * GETs round robin from `clients`, an error beacon for every candidate page that got a token, the
 * gate asked after every `every` GETs, until it aborts or `limit` GETs were sent.
 */
async function abortAttack(
  site: Site,
  clients: string[],
  { limit, every, query = () => '' }: { limit: number; every: number; query?: (index: number) => string },
) {
  const started = Date.now();
  let requests = 0;
  let decision = await gateDecision(site);
  for (let index = 0; index < limit && decision.outcome !== 'abort'; index += 1) {
    const from = clients[index % clients.length] as string;
    const page = await load(site, from, query(index));
    requests += 1;
    if (page.version === site.candidate && page.token) {
      await errorBeacon(site, from, page.token);
      requests += 1;
    }
    if ((index + 1) % every === 0) decision = await gateDecision(site);
  }
  decision = await gateDecision(site);
  const networks = new Set(clients.map(clientNetwork)).size;
  return { decision, requests, networks, seconds: Math.round((Date.now() - started) / 100) / 10 };
}

describe('steering a 5 % canary from many loopback addresses', () => {
  it("the probe's abort (420 GETs from 25 addresses, 210 of them ?versie= the candidate, 5 error beacons) no longer aborts", async () => {
    const site = await siteWithRollout(5);
    const clients = addresses(1, 25);
    const started = Date.now();
    const candidateTokens: { from: string; token: string }[] = [];
    let versiePagesWithToken = 0;
    for (let index = 0; index < 420; index += 1) {
      const from = clients[index % clients.length] as string;
      const onPurpose = index % 2 === 0;
      const page = await load(site, from, onPurpose ? `?versie=mf_about:${site.candidate}` : '');
      if (onPurpose && page.token) versiePagesWithToken += 1;
      if (page.version === site.candidate && page.token) candidateTokens.push({ from, token: page.token });
    }
    let beacons = 0;
    for (const { from, token } of candidateTokens.slice(0, 5)) {
      expect(await errorBeacon(site, from, token)).toBe(204);
      beacons += 1;
    }
    const decision = await gateDecision(site);
    costs.push({
      attack: "probe's abort (?versie= + drawn pages)",
      requests: 420 + beacons,
      networks: 25,
      seconds: Math.round((Date.now() - started) / 100) / 10,
      outcome: `${decision.outcome}: ${decision.reason.slice(0, 90)}`,
    });
    // No page reached on purpose carries a token, so none of them counts or lets a beacon count.
    expect(versiePagesWithToken).toBe(0);
    expect(decision.outcome).toBe('hold');
    expect(decision.candidateFigures.pageViews).toBeLessThan(DEFAULT_ROLLOUT_SETTINGS.minPageViews);
  }, 120_000);

  it('a healthy canary is not aborted by 500 drawn GETs from 25 networks with an error beacon for every candidate page', async () => {
    const site = await siteWithRollout(5);
    const limit = FULL ? 20_000 : 500;
    const result = await abortAttack(site, addresses(2, 25), { limit, every: FULL ? 100 : 250 });
    costs.push({
      attack: 'abort a healthy 5 % canary: drawn GETs + an error beacon per candidate page',
      ...result,
      outcome: `${result.decision.outcome}: ${result.decision.reason.slice(0, 90)}`,
    });
    if (!FULL) expect(result.decision.outcome).not.toBe('abort');
    if (FULL) expect(result.decision.outcome).toBe('abort');
  }, 600_000);

  it('5 networks get no further than their free views a minute: the gate waits for page views', async () => {
    const site = await siteWithRollout(5);
    const result = await abortAttack(site, addresses(3, 5), { limit: FULL ? 5000 : 300, every: 300 });
    costs.push({
      attack: 'the same from 5 networks (within one minute)',
      ...result,
      outcome: `${result.decision.outcome}: ${result.decision.reason.slice(0, 90)}`,
    });
    expect(result.decision.outcome).toBe('hold');
    // Each network adds its 20 free page views a minute and no more (two minutes at most here).
    expect(result.decision.stable.pageViews + result.decision.candidateFigures.pageViews).toBeLessThanOrEqual(
      FULL ? 5000 : 200,
    );
  }, 600_000);

  it('one network gets its free views a minute and no more: 120 GETs from one address count 20', async () => {
    const site = await siteWithRollout(5);
    // Loopback has one IPv6 address (::1), so a /64's many addresses cannot be sent from here; one
    // /64 gives one key (client-address.test.ts), and one key is what this address is.
    expect(new Set(Array.from({ length: 120 }, (_, index) => clientNetwork(`2001:db8:47:1::${index + 1}`))).size).toBe(
      1,
    );
    let counted = 0;
    for (let index = 0; index < 120; index += 1) if ((await load(site, '127.4.0.1')).token) counted += 1;
    // 20 a minute: 40 when the minute happens to turn meanwhile.
    expect(counted).toBeGreaterThanOrEqual(20);
    expect(counted).toBeLessThanOrEqual(40);
  }, 120_000);
});

describe('keeping a failing canary alive', () => {
  it('extra ?versie= views from 100 addresses (2,000 in full) do not dilute a candidate failing on 10 % of its pages', async () => {
    const site = await siteWithRollout(5);
    const visitors = addresses(5, 200);
    const diluters = addresses(6, 100);
    const started = Date.now();
    let requests = 0;
    let candidatePages = 0;
    // The forger's views, reached on purpose: served, never counted.
    for (let index = 0; index < (FULL ? 2000 : 300); index += 1) {
      await load(site, diluters[index % diluters.length] as string, `?versie=mf_about:${site.candidate}`);
      requests += 1;
    }
    // Visitors' drawn pages; one candidate page in ten throws and reports it.
    let decision = await gateDecision(site);
    for (let index = 0; decision.outcome !== 'abort' && index < (FULL ? 20_000 : 600); index += 1) {
      const from = visitors[index % visitors.length] as string;
      const page = await load(site, from);
      requests += 1;
      if (page.version === site.candidate && page.token) {
        candidatePages += 1;
        if (candidatePages % 10 === 0) {
          await errorBeacon(site, from, page.token);
          requests += 1;
        }
      }
      if ((index + 1) % 500 === 0) decision = await gateDecision(site);
    }
    decision = await gateDecision(site);
    costs.push({
      attack: `keep a 10 %-failing canary alive with ${FULL ? '2,000' : 300} ?versie= views (100 addresses)`,
      requests,
      networks: 300,
      seconds: Math.round((Date.now() - started) / 100) / 10,
      outcome: `${decision.outcome}: ${decision.reason.slice(0, 90)}`,
    });
    // Only the visitors' candidate pages count: the forger's views added none.
    expect(decision.candidateFigures.pageViews).toBe(candidatePages);
    expect(decision.candidateFigures.errors).toBe(Math.floor(candidatePages / 10));
    if (FULL) expect(decision.outcome).toBe('abort');
  }, 600_000);
});
