// @vitest-environment node
/**
 * The composer service (main.ts's server) hands BEACON_PATH to the measurements and every other path
 * to the pages; each page it serves is counted and carries its measurement token, which the page's
 * beacons must bring.
 */
import type { AddressInfo } from 'node:net';
import { securityHeaders } from '@codekade/serving/security-headers';
import { MEASUREMENT_TOKEN_META } from '@codekade/shared/measurement-beacon';
import { BEACON_PATH } from '@codekade/shared/measurements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComposedResponse, Composer } from '../composer';
import { createComposerServer } from '../composer-server';
import { type AggregateStore, createMeasurements } from './index';

const composed: string[] = [];
const compose = Object.assign(
  async (path: string): Promise<ComposedResponse> => {
    composed.push(path);
    return {
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
      body: '<!doctype html><html><head><meta charset="UTF-8"><title>x</title></head><p>pagina</p>',
      measuredPage: { remote: 'mf_services', version: 'build-1' },
    };
  },
  { warm: async () => undefined, liveVersion: async () => 'build-1', keptVersions: async () => [] },
) as unknown as Composer;

const written: Record<string, unknown>[] = [];
const store: AggregateStore = {
  commit: async (writes) => {
    for (const write of writes) written.push(write.fields.counts as Record<string, unknown>);
  },
};
// As main.ts makes them: every answer with the security headers.
const measurements = createMeasurements({
  knownVersions: () => new Set(['build-1']),
  store,
  flushIntervalMs: 3_600_000,
  headers: securityHeaders(),
});
const server = createComposerServer(
  measurements.measurePages(compose),
  'https://www.codekade.nl',
  undefined,
  measurements,
);
let origin: string;

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  await measurements.close();
});

const tokenIn = (html: string) =>
  new RegExp(`<meta name="${MEASUREMENT_TOKEN_META}" content="([^"]+)">`).exec(html)?.[1];
const post = (body: unknown) =>
  fetch(`${origin}${BEACON_PATH}`, {
    method: 'POST',
    headers: { 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify(body),
  });

describe('the composer service and the beacons', () => {
  it('counts a page it serves, gives it a token, and takes that page’s beacon once', async () => {
    const page = await fetch(`${origin}/diensten`);
    expect(page.status).toBe(200);
    const token = tokenIn(await page.text());
    expect(token).toMatch(/^m1~mf_services~build-1~/);
    expect(composed).toEqual(['/diensten']);

    const beacon = { token, records: [{ remote: 'mf_services', version: 'build-1', pageViews: 1, errors: 1 }] };
    const taken = await post(beacon);
    expect(taken.status).toBe(204);
    expect(taken.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await post(beacon)).status).toBe(409);
    expect((await fetch(`${origin}${BEACON_PATH}`)).status).toBe(405);
    expect(composed).toEqual(['/diensten']);

    // The page view is the composer's (one), the error the beacon's; the beacon's page view adds nothing.
    await measurements.flush();
    expect(written.at(-1)).toMatchObject({ pageViews: 1, errors: 1 });
  });

  it('neither counts nor gives a token to a HEAD or a page reached on purpose (issue 47)', async () => {
    await measurements.flush();
    const before = written.at(-1)?.pageViews;
    const head = await fetch(`${origin}/diensten`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const onPurpose = await fetch(`${origin}/diensten?versie=mf_services:build-1`);
    expect(onPurpose.status).toBe(200);
    expect(tokenIn(await onPurpose.text())).toBeUndefined();
    await measurements.flush();
    expect(written.at(-1)?.pageViews).toBe(before);
  });
});
