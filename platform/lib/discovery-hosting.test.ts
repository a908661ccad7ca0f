// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DISCOVERY_HOSTING, DISCOVERY_PUBLIC_DIR, discoveryDeployArguments } from './discovery-hosting.mjs';
import { FIREBASE_PROJECT } from './hosting-config.mjs';

const committed = (name: string) => JSON.parse(readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8'));

describe("the discovery document's own Hosting site", () => {
  it('is a target of firebase.json and .firebaserc of its own, deploying only its folder', () => {
    const entry = committed('firebase.json').hosting.find(
      (hosting: { target: string }) => hosting.target === DISCOVERY_HOSTING.target,
    );
    expect(entry.public).toBe(DISCOVERY_PUBLIC_DIR);
    expect(entry.rewrites).toBeUndefined();
    const rules = entry.headers.flatMap((rule: { headers: { key: string; value: string }[] }) => rule.headers);
    expect(rules).toContainEqual({ key: 'Cache-Control', value: 'no-cache' });
    expect(committed('.firebaserc').targets[FIREBASE_PROJECT].hosting[DISCOVERY_HOSTING.target]).toEqual([
      DISCOVERY_HOSTING.siteId,
    ]);
  });

  it('is deployed alone: no other site, no function', () => {
    expect(discoveryDeployArguments(FIREBASE_PROJECT)).toEqual([
      'deploy',
      '--only',
      'hosting:discovery',
      '--project',
      'codekade-site',
    ]);
  });

  it("leaves /discovery.json to the composer: the shell's Hosting does not publish the build's file", () => {
    const shell = committed('firebase.json').hosting.find((hosting: { target: string }) => hosting.target === 'shell');
    expect(shell.ignore).toContain('discovery.json');
  });
});
