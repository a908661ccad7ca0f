// @vitest-environment node
import { remoteNames } from '@codekade/platform/app-registry';
import { describe, expect, it } from 'vitest';
import { checkBeacon, isRefusal } from './beacon-check';

/** A remote released after the shell: in the discovery document, not in the build-time registry. */
const DISCOVERED = 'mf_werkwijze';
const VERSION = 'build-7';

const beaconOf = (remote: string) =>
  JSON.stringify({ token: 't', records: [{ remote, version: VERSION, pageViews: 1 }] });

describe('a beacon from a remote discovered at run time', () => {
  it('is measured when the versions the composer knows for it include the one it names', async () => {
    expect(remoteNames).not.toContain(DISCOVERED);
    const known = (remote: string) => new Set(remote === DISCOVERED ? [VERSION] : []);
    const result = await checkBeacon(beaconOf(DISCOVERED), known);
    expect(isRefusal(result)).toBe(false);
    expect(result).toMatchObject({ records: [{ remote: DISCOVERED, version: VERSION, pageViews: 1 }] });
  });

  it('is refused when the composer knows no version of it, or the name is not a federation name', async () => {
    const none = () => new Set<string>();
    expect(await checkBeacon(beaconOf(DISCOVERED), none)).toMatchObject({ status: 422 });
    const all = () => new Set([VERSION]);
    for (const remote of ['shell', 'constructor', 'MF_HOME', 'mf_home ']) {
      expect(await checkBeacon(beaconOf(remote), all)).toMatchObject({ status: 422 });
    }
  });
});
