// @vitest-environment node
/** The composer service (main.ts's server) hands BEACON_PATH to the measurements and every other path to the pages. */
import type { AddressInfo } from 'node:net';
import { securityHeaders } from '@codekade/platform/security-headers';
import { BEACON_PATH } from '@codekade/shared/measurements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Composer } from '../composer';
import { createComposerServer } from '../composer-server';
import { createMeasurements } from './index';

const composed: string[] = [];
const compose = Object.assign(
  async (path: string) => {
    composed.push(path);
    return {
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
      body: '<!doctype html><p>pagina</p>',
    };
  },
  { warm: async () => undefined, liveVersion: async () => 'build-1' },
) as unknown as Composer;

// As main.ts makes them: every answer with the security headers.
const measurements = createMeasurements({
  knownVersions: () => new Set(['build-1']),
  flushIntervalMs: 3_600_000,
  headers: securityHeaders(),
});
const server = createComposerServer(compose, 'https://www.codekade.nl', undefined, measurements);
let origin: string;

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  await measurements.close();
});

describe('the composer service and the beacons', () => {
  it('answers a beacon at BEACON_PATH without composing a page, and refuses a GET there', async () => {
    const beacon = JSON.stringify({ records: [{ remote: 'mf_home', version: 'build-1', pageViews: 1 }] });
    const taken = await fetch(`${origin}${BEACON_PATH}`, { method: 'POST', body: beacon });
    expect(taken.status).toBe(204);
    expect(taken.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await fetch(`${origin}${BEACON_PATH}`)).status).toBe(405);
    expect(composed).toEqual([]);
    expect((await fetch(`${origin}/diensten`)).status).toBe(200);
    expect(composed).toEqual(['/diensten']);
  });
});
