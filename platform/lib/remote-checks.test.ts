// @vitest-environment node
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localRemoteApps as remoteApps } from './apps.mjs';
import { CROSS_CUTTING_SPECS, e2eGrepFor, e2eSpecsFor } from './remote-checks.mjs';

const specDir = new URL('../../e2e/tests/', import.meta.url);
function app(dir: string) {
  const found = remoteApps.find((remote) => remote.dir === dir);
  if (!found) throw new Error(`${dir} is not a remote`);
  return found;
}

describe('browser specs of one remote', () => {
  it.each(remoteApps.map((remote) => [remote.dir, remote]))(
    '%s has its own spec and the cross-cutting ones',
    (_dir, remote) => {
      for (const spec of e2eSpecsFor(remote)) expect(existsSync(new URL(spec, specDir)), spec).toBe(true);
    },
  );

  it("selects the remote's own spec, its fault test and its routes, and no other remote's routes", () => {
    const grep = new RegExp(e2eGrepFor(app('mf-services')));
    for (const title of [
      ' services.spec.ts the overview lists five services',
      ' composition.spec.ts mf_services unreachable: its route falls back',
      ' composition.spec.ts /diensten renders inside the shell',
      ' every-route.spec.ts /diensten/seo: design grid, words, type scale, axe and focus rings',
    ])
      expect(title).toMatch(grep);
    for (const title of [
      ' composition.spec.ts /over-ons renders inside the shell',
      ' composition.spec.ts mf_services_old unreachable',
      ' html-first.spec.ts /dienstenx carries its heading',
      ` ${CROSS_CUTTING_SPECS[0]} one copy of react is downloaded`,
    ])
      expect(title).not.toMatch(grep);
  });

  it('takes only the home page for the remote at /', () => {
    const grep = new RegExp(e2eGrepFor(app('mf-home')));
    expect(' composition.spec.ts / renders inside the shell').toMatch(grep);
    expect(' composition.spec.ts /contact renders inside the shell').not.toMatch(grep);
  });
});
