import { BEACON_MAX_COUNT, BEACON_MAX_RECORDS } from '@codekade/shared/measurement-beacon';
import { describe, expect, it } from 'vitest';
import { createBeaconBatch } from './beacon-batch';

const parse = (text: string | undefined) => (text ? (JSON.parse(text) as { records: unknown[] }).records : []);

describe('a page’s beacon batch', () => {
  it('sends counts per remote and version, each once, and nothing when there is nothing new', () => {
    const batch = createBeaconBatch();
    batch.count('mf_home', undefined, 'pageViews');
    batch.count('mf_home', undefined, 'errors');
    batch.count('mf_about', 'b-about', 'errors');
    expect(parse(batch.take({ mf_home: 'b-home' }, new Set()))).toEqual([
      { remote: 'mf_home', version: 'b-home', pageViews: 1, errors: 1 },
      { remote: 'mf_about', version: 'b-about', errors: 1 },
    ]);
    expect(batch.take({ mf_home: 'b-home' }, new Set())).toBeUndefined();
  });

  it('keeps what has no version yet for a later beacon, and leaves out overridden remotes', () => {
    const batch = createBeaconBatch();
    batch.count('mf_contact', undefined, 'pageViews');
    batch.count('mf_services', undefined, 'pageViews');
    expect(parse(batch.take({}, new Set(['mf_services'])))).toEqual([]);
    expect(parse(batch.take({ mf_contact: 'b1', mf_services: 'b2' }, new Set()))).toEqual([
      { remote: 'mf_contact', version: 'b1', pageViews: 1 },
    ]);
  });

  it('counts a load failure and a recovery once per page load, and errors up to a cap', () => {
    const batch = createBeaconBatch();
    for (let index = 0; index < 30; index += 1) {
      batch.count('mf_home', undefined, 'loadFailures');
      batch.count('mf_home', undefined, 'recoveries');
      batch.count('mf_home', undefined, 'errors');
    }
    expect(parse(batch.take({ mf_home: 'b' }, new Set()))).toEqual([
      { remote: 'mf_home', version: 'b', loadFailures: 1, recoveries: 1, errors: 10 },
    ]);
    batch.count('mf_home', undefined, 'loadFailures');
    expect(batch.take({ mf_home: 'b' }, new Set())).toBeUndefined();
  });

  it('sends each vital once per page, at its latest value, within the limits the composer takes', () => {
    const batch = createBeaconBatch();
    batch.vital('mf_home', 'cls', 0.05);
    batch.vital('mf_home', 'cls', 0.12);
    batch.vital('mf_home', 'lcp', 999_999);
    batch.vital('mf_home', 'inp', Number.NaN);
    expect(parse(batch.take({ mf_home: 'b' }, new Set()))).toEqual([
      { remote: 'mf_home', version: 'b', cls: 0.12, lcp: 120_000 },
    ]);
    batch.vital('mf_home', 'cls', 0.4);
    batch.vital('mf_home', 'inp', 120);
    expect(parse(batch.take({ mf_home: 'b' }, new Set()))).toEqual([{ remote: 'mf_home', version: 'b', inp: 120 }]);
  });

  it('never writes a count or a number of records the composer would refuse', () => {
    const batch = createBeaconBatch();
    for (let index = 0; index < BEACON_MAX_COUNT + 20; index += 1) batch.count('mf_home', undefined, 'pageViews');
    for (let index = 0; index < BEACON_MAX_RECORDS + 3; index += 1) batch.count('mf_about', `v${index}`, 'pageViews');
    const first = parse(batch.take({ mf_home: 'b' }, new Set()));
    expect(first).toHaveLength(BEACON_MAX_RECORDS);
    expect(first[0]).toEqual({ remote: 'mf_home', version: 'b', pageViews: BEACON_MAX_COUNT });
    expect(parse(batch.take({ mf_home: 'b' }, new Set()))).toHaveLength(4);
  });
});
