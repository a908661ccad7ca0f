// @vitest-environment node
/** The beacon endpoint's client share over HTTP: one address past its share gets a 429, others go on. */
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_SAMPLES_PER_WINDOW } from './client-share';
import { createMeasurements, type Measurements } from './index';
import { SAME_ORIGIN, TEST_TOKEN_SECRET, tokenFor } from './page-tokens.test-helper';
import { serve } from './test-store.test-helper';

/** The clock the test controls: the share's minute never turns during it. */
const NOW = Date.now();
let measurements: Measurements;
let server: Server;
let origin: string;

beforeAll(async () => {
  measurements = createMeasurements({
    knownVersions: () => new Set(['b1']),
    flushIntervalMs: 3_600_000,
    tokenSecret: TEST_TOKEN_SECRET,
    clientSharePercent: 10,
    // Behind one proxy: the client is the last X-Forwarded-For entry.
    proxyHops: 1,
    now: () => NOW,
  });
  ({ server, origin } = await serve((request, response) => void measurements.answerBeacon(request, response)));
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  await measurements.close();
});

/** A fresh page's error beacon from the client at `address`. */
const send = (address: string) =>
  fetch(`${origin}/_m`, {
    method: 'POST',
    headers: { ...SAME_ORIGIN, 'x-forwarded-for': `made-up, ${address}` },
    body: JSON.stringify({
      token: tokenFor('mf_home', 'b1', () => NOW),
      records: [{ remote: 'mf_home', version: 'b1', errors: 1 }],
    }),
  }).then((answer) => answer.status);

describe('one client’s share of the beacons', () => {
  it('is its free samples, then a 429, while other clients’ beacons go on counting', async () => {
    const statuses = [];
    for (let index = 0; index < FREE_SAMPLES_PER_WINDOW + 5; index += 1) statuses.push(await send('203.0.113.4'));
    expect(statuses.filter((status) => status === 204)).toHaveLength(FREE_SAMPLES_PER_WINDOW);
    expect(statuses.slice(FREE_SAMPLES_PER_WINDOW)).toEqual([429, 429, 429, 429, 429]);
    expect(await send('198.51.100.20')).toBe(204);
  });
});
