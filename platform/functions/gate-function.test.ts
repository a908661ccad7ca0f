// @vitest-environment node

import { GATE_SCHEDULE, rolloutGate } from '@codekade/serving/gate-function';
import { describe, expect, it } from 'vitest';
import { GATE_BUILD_ARGUMENTS, gateDeployArguments, ROLLOUT_GATE_FUNCTIONS } from '../lib/gate-deploy.mjs';
import { firebaseConfig } from '../lib/hosting-config.mjs';
import { deployPackageJson, RUNTIME_PACKAGES } from './rsbuild.config';

describe('the rollout gate as a scheduled function', () => {
  it('runs every minute in europe-west4, one pass at a time, shorter than the schedule, without retries', () => {
    expect(GATE_SCHEDULE).toBe('every 1 minutes');
    expect(rolloutGate.__endpoint).toMatchObject({
      platform: 'gcfv2',
      region: ['europe-west4'],
      maxInstances: 1,
      timeoutSeconds: 50,
      scheduleTrigger: { schedule: GATE_SCHEDULE, retryConfig: { retryCount: 0 } },
    });
  });

  it('pnpm deploy:gate builds the bundle and deploys its codebase alone, the one firebase.json names', () => {
    expect(GATE_BUILD_ARGUMENTS).toEqual([
      '--filter',
      '@codekade/platform',
      'exec',
      'rsbuild',
      'build',
      '--config',
      'functions/rsbuild.config.ts',
    ]);
    expect(gateDeployArguments()).toEqual(['deploy', '--only', 'functions:rollouts']);
    expect(firebaseConfig().functions).toContainEqual(ROLLOUT_GATE_FUNCTIONS);
    expect(ROLLOUT_GATE_FUNCTIONS.source).toBe('serving/gate-function/dist');
  });

  it('its deploy package names Node 22 and pins the packages the platform installs', () => {
    const manifest = deployPackageJson();
    expect(manifest).toMatchObject({ type: 'module', main: 'index.js', engines: { node: '22' } });
    expect(Object.keys(manifest.dependencies).sort()).toEqual([...RUNTIME_PACKAGES].sort());
    for (const version of Object.values(manifest.dependencies)) expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
