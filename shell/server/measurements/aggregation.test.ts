// @vitest-environment node
/**
 * Aggregation and flush against the run's Firestore emulator: many beacons become one document per
 * instance and minute, written with increments; two instances never write the same document; what
 * `readVersionFigures` reads back (with this client or the Admin SDK, as a scheduled gate would) is
 * the sum over instances and minutes, with p75 from the summed histograms.
 */
import { randomUUID } from 'node:crypto';
import { MINUTE_MS } from '@codekade/serving/measurements/aggregate-documents';
import type { BeaconRecord } from '@codekade/shared/measurement-beacon';
import { MEASUREMENT_EXPIRES_AT_FIELD, MEASUREMENT_RETENTION_DAYS } from '@codekade/shared/measurements';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, inject, it, vi } from 'vitest';
import type { DocumentWrite } from '../firestore/firestore-rest';
import { createAggregator } from './aggregator';
import { startFlusher } from './flusher';
import { createMeasurements, readVersionFigures } from './index';
import { SAME_ORIGIN, TEST_TOKEN_SECRET, tokenFor } from './page-tokens.test-helper';
import { emulatorStore, serve, storedAggregates } from './test-store.test-helper';

const PROJECT = 'demo-measurements-aggregation';
const store = emulatorStore(PROJECT);
/** A fixed minute, so the test's documents and windows do not depend on when it runs. */
const MINUTE_START = Date.UTC(2026, 10, 24, 12, 0);

/**
 * A composer instance's aggregation and flush (the endpoint that feeds it is tested with generated
 * beacons in beacon-endpoint.property.test.ts): `send` counts checked records as the endpoint does.
 */
function instance(shard: string, now: () => number) {
  const aggregator = createAggregator();
  const flusher = startFlusher({ aggregator, store, shard, intervalMs: 3_600_000, warn: console.warn, now });
  return {
    send: (records: BeaconRecord[]) => {
      for (const record of records) aggregator.add(record, now());
    },
    flush: flusher.flush,
    close: flusher.close,
  };
}

describe('measurement aggregates', () => {
  it('are one document per instance and minute, summed over instances and minutes when read', async () => {
    const version = `agg-${randomUUID()}`;
    let now = MINUTE_START + 10_000;
    const first = instance('alpha', () => now);
    const second = instance('beta', () => now);
    // 100 page loads on the first instance: 75 with LCP 1 s, 25 with LCP 5 s; some fail to load, one recovers.
    for (let index = 0; index < 100; index += 1) {
      first.send([{ remote: 'mf_home', version, pageViews: 1, lcp: index < 75 ? 1000 : 5000, inp: 80, cls: 0 }]);
    }
    first.send([{ remote: 'mf_home', version, loadFailures: 3, recoveries: 1, errors: 2, integrityFailures: 1 }]);
    // The second instance: 10 page views in the same minute and 5 in the next, with an error each.
    for (let index = 0; index < 10; index += 1) second.send([{ remote: 'mf_home', version, pageViews: 1 }]);
    now += MINUTE_MS;
    for (let index = 0; index < 5; index += 1) {
      second.send([{ remote: 'mf_home', version, pageViews: 1, errors: 1, cls: 0.3 }]);
    }
    await Promise.all([first.flush(), second.flush()]);

    const documents = await storedAggregates(store, version);
    expect(documents.map((document) => document.id).sort()).toEqual([
      `mf_home__${version}__${MINUTE_START / MINUTE_MS}__alpha`,
      `mf_home__${version}__${MINUTE_START / MINUTE_MS}__beta`,
      `mf_home__${version}__${MINUTE_START / MINUTE_MS + 1}__beta`,
    ]);
    const alpha = documents.find((document) => document.id.endsWith('__alpha'))?.data;
    expect(alpha?.counts).toEqual({ pageViews: 100, loadFailures: 3, recoveries: 1, errors: 2, integrityFailures: 1 });
    expect(alpha?.lcp).toEqual({ le1000: 75, le5000: 25 });
    expect(alpha?.[MEASUREMENT_EXPIRES_AT_FIELD]).toEqual(
      new Date(MINUTE_START + MEASUREMENT_RETENTION_DAYS * 24 * 3_600_000),
    );
    // Nothing that could tell visitors apart is stored.
    expect(Object.keys(alpha ?? {}).sort()).toEqual(
      ['cls', 'counts', MEASUREMENT_EXPIRES_AT_FIELD, 'inp', 'lcp', 'minute', 'remote', 'shard', 'version'].sort(),
    );

    // More beacons are counted into the instance's documents of their minute (one write per flush,
    // never one per beacon); after the clock steps back, into the latest minute, never into one whose
    // totals were already written and let go.
    first.send([{ remote: 'mf_home', version, pageViews: 1, lcp: 5000 }]);
    now -= MINUTE_MS;
    first.send([{ remote: 'mf_home', version, pageViews: 1, lcp: 5000 }]);
    await first.flush();
    const minuteOne = await storedAggregates(store, version);
    expect(minuteOne).toHaveLength(4);
    expect(
      minuteOne.find(({ id }) => id.endsWith(`${MINUTE_START / MINUTE_MS + 1}__alpha`))?.data.counts,
    ).toMatchObject({
      pageViews: 2,
    });

    const window = {
      remote: 'mf_home',
      version,
      since: new Date(MINUTE_START),
      until: new Date(MINUTE_START + 90_000),
    };
    const figures = await readVersionFigures(store, window);
    expect(figures).toMatchObject({ pageViews: 117, loadFailures: 3, recoveries: 1, errors: 7, integrityFailures: 1 });
    // 102 LCP samples: 75 at 1 s, 27 at 5 s. Rank 76.5 falls in the 4.5–5 s bucket.
    expect(figures.lcpP75).toBeGreaterThan(4500);
    expect(figures.lcpP75).toBeLessThanOrEqual(5000);
    expect(figures.inpP75).toBeGreaterThan(72);
    expect(figures.inpP75).toBeLessThanOrEqual(80);
    // 105 CLS samples: 100 at 0, 5 at 0.3.
    expect(figures.clsP75).toBe(0);

    // Only the first minute: both instances' next minute is left out.
    expect(await readVersionFigures(store, { ...window, until: new Date(MINUTE_START + 59_000) })).toMatchObject({
      pageViews: 110,
      errors: 2,
    });
    // Another version or remote reads nothing, and no sample is no p75.
    expect(await readVersionFigures(store, { ...window, remote: 'mf_about' })).toEqual({
      pageViews: 0,
      loadFailures: 0,
      recoveries: 0,
      errors: 0,
      integrityFailures: 0,
      lcpP75: null,
      inpP75: null,
      clsP75: null,
    });

    await Promise.all([first.close(), second.close()]);
  }, 30_000);

  it('read with the Admin SDK as with the composer’s client', async () => {
    const version = `admin-${randomUUID()}`;
    const one = instance('gamma', () => MINUTE_START);
    one.send([{ remote: 'mf_services', version, pageViews: 4, errors: 1, inp: 300 }]);
    await one.flush();
    // The Admin SDK finds the emulator as a scheduled function would locally, past the rules.
    process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreEmulatorHost');
    process.env.METADATA_SERVER_DETECTION = 'none';
    const admin = getFirestore(initializeApp({ projectId: PROJECT }, `measurements-${version}`));
    const window = { remote: 'mf_services', version, since: new Date(MINUTE_START) };
    expect(await readVersionFigures(admin, window)).toEqual(await readVersionFigures(store, window));
    expect((await readVersionFigures(admin, window)).pageViews).toBe(4);
    await admin.terminate();
    await one.close();
  }, 30_000);

  it('leave out a stored document that is not an aggregate, and say so', async () => {
    const version = `odd-${randomUUID()}`;
    const minute = MINUTE_START / MINUTE_MS;
    const write = (id: string, fields: Record<string, unknown>): DocumentWrite => ({
      collection: 'measurements',
      id,
      fields: { remote: 'mf_about', version, minute, ...fields },
    });
    await store.commit([
      write('fit', { counts: { pageViews: 2 } }),
      write('negative', { counts: { pageViews: -5 } }),
      write('text', { counts: { errors: 'many' } }),
      write('odd-bucket', { counts: { pageViews: 1 }, lcp: { le1000: 1, le999999: 7 } }),
    ]);
    const warn = vi.fn();
    const figures = await readVersionFigures(
      store,
      { remote: 'mf_about', version, since: new Date(MINUTE_START) },
      warn,
    );
    expect(figures.pageViews).toBe(3);
    expect(figures.lcpP75).toBeGreaterThan(900);
    expect(figures.lcpP75).toBeLessThanOrEqual(1000);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('write a total again after a failed or lost write, never counting it twice', async () => {
    const version = `retry-${randomUUID()}`;
    const stored = new Map<string, unknown>();
    let outcome: 'fails' | 'lands but the answer is lost' | 'lands' = 'fails';
    const measurements = createMeasurements({
      knownVersions: () => new Set([version]),
      store: {
        commit: async (writes) => {
          if (outcome === 'fails') throw new Error('store unreachable');
          for (const write of writes) stored.set(write.id, write.fields.counts);
          if (outcome === 'lands but the answer is lost') throw new Error('The operation was aborted due to timeout');
        },
      },
      shard: 'delta',
      flushIntervalMs: 3_600_000,
      warn: () => undefined,
      now: () => MINUTE_START,
      tokenSecret: TEST_TOKEN_SECRET,
    });
    const { origin, server } = await serve((request, response) => void measurements.answerBeacon(request, response));
    // Each from a page of its own: a page reports its error once.
    const send = async () => {
      const token = tokenFor('mf_contact', version, () => MINUTE_START);
      const beacon = JSON.stringify({ token, records: [{ remote: 'mf_contact', version, errors: 1 }] });
      const answer = await fetch(`${origin}/_m`, { method: 'POST', body: beacon, headers: SAME_ORIGIN });
      expect(answer.status).toBe(204);
    };
    const id = `mf_contact__${version}__${MINUTE_START / MINUTE_MS}__delta`;
    await send();
    await measurements.flush();
    expect(stored.size).toBe(0);
    outcome = 'lands but the answer is lost';
    await send();
    await measurements.flush();
    expect(stored.get(id)).toMatchObject({ errors: 2 });
    outcome = 'lands';
    await measurements.flush();
    expect(stored.get(id)).toMatchObject({ errors: 2 });
    await send();
    await measurements.flush();
    expect(stored.get(id)).toMatchObject({ errors: 3 });
    await new Promise((done) => server.close(done));
  });
});
