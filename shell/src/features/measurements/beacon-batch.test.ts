import { describe, expect, it } from 'vitest';
import { createBeaconBatch } from './beacon-batch';

const HOME = { token: 'm1~mf_home~b-home~x~n~mac', remote: 'mf_home', version: 'b-home' };
const parse = (text: string | undefined) => (text ? (JSON.parse(text) as { records: unknown[] }).records : []);

describe('a page’s beacon batch', () => {
  it('sends with the page’s token what happened, each count once, and nothing when there is nothing new', () => {
    const batch = createBeaconBatch();
    batch.count('mf_home', undefined, 'pageViews');
    batch.count('mf_home', undefined, 'errors');
    batch.count('mf_home', undefined, 'errors');
    const text = batch.take({ mf_home: 'b-home' }, new Set(), HOME);
    expect(JSON.parse(text ?? '')).toEqual({
      token: HOME.token,
      records: [{ remote: 'mf_home', version: 'b-home', pageViews: 1, errors: 1 }],
    });
    batch.count('mf_home', undefined, 'errors');
    batch.count('mf_home', undefined, 'pageViews');
    expect(batch.take({ mf_home: 'b-home' }, new Set(), HOME)).toBeUndefined();
  });

  it('lets go of what its token does not cover: another remote, or another version of the page’s', () => {
    const batch = createBeaconBatch();
    batch.count('mf_about', 'b-about', 'errors');
    batch.count('mf_home', 'b-older', 'loadFailures');
    batch.count('mf_contact', undefined, 'pageViews');
    expect(batch.take({ mf_home: 'b-home', mf_contact: 'b1' }, new Set(), HOME)).toBeUndefined();
    batch.count('mf_home', undefined, 'recoveries');
    expect(parse(batch.take({ mf_home: 'b-home' }, new Set(), HOME))).toEqual([
      { remote: 'mf_home', version: 'b-home', recoveries: 1 },
    ]);
  });

  it('keeps what has no version yet for a later beacon, and leaves out an overridden remote', () => {
    const batch = createBeaconBatch();
    batch.count('mf_home', undefined, 'pageViews');
    expect(batch.take({}, new Set(), HOME)).toBeUndefined();
    expect(batch.take({}, new Set(['mf_home']), HOME)).toBeUndefined();
    expect(batch.take({ mf_home: 'b-home' }, new Set(), HOME)).toBeUndefined();
    const kept = createBeaconBatch();
    kept.count('mf_home', undefined, 'pageViews');
    expect(kept.take({}, new Set(), HOME)).toBeUndefined();
    expect(parse(kept.take({ mf_home: 'b-home' }, new Set(), HOME))).toEqual([
      { remote: 'mf_home', version: 'b-home', pageViews: 1 },
    ]);
  });

  it('counts a load failure, a recovery and an error once per page load', () => {
    const batch = createBeaconBatch();
    for (let index = 0; index < 30; index += 1) {
      batch.count('mf_home', undefined, 'loadFailures');
      batch.count('mf_home', undefined, 'recoveries');
      batch.count('mf_home', undefined, 'errors');
    }
    expect(parse(batch.take({ mf_home: 'b-home' }, new Set(), HOME))).toEqual([
      { remote: 'mf_home', version: 'b-home', loadFailures: 1, recoveries: 1, errors: 1 },
    ]);
    batch.count('mf_home', undefined, 'loadFailures');
    expect(batch.take({ mf_home: 'b-home' }, new Set(), HOME)).toBeUndefined();
  });

  it('sends each vital once per page, at its latest value, within the limits the composer takes', () => {
    const batch = createBeaconBatch();
    batch.vital('mf_home', 'cls', 0.05);
    batch.vital('mf_home', 'cls', 0.12);
    batch.vital('mf_home', 'lcp', 999_999);
    batch.vital('mf_home', 'inp', Number.NaN);
    expect(parse(batch.take({ mf_home: 'b-home' }, new Set(), HOME))).toEqual([
      { remote: 'mf_home', version: 'b-home', cls: 0.12, lcp: 120_000 },
    ]);
    batch.vital('mf_home', 'cls', 0.4);
    batch.vital('mf_home', 'inp', 120);
    expect(parse(batch.take({ mf_home: 'b-home' }, new Set(), HOME))).toEqual([
      { remote: 'mf_home', version: 'b-home', inp: 120 },
    ]);
  });
});
