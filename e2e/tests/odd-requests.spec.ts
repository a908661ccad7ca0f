import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { remoteApps } from '@codekade/platform/app-registry';
import { assertAnswersEveryRequest, assertOddTargetsAnswered } from '@codekade/serving/request-fuzz';
import { expect, test } from '@playwright/test';
import { portBase, remotePorts } from '../support/site';

/**
 * No request ends a server: generated requests (odd targets such as `//`, methods, headers, cookies,
 * bodies) against the running local site, each remote's server and the composer service's own entry
 * (shell/dist-server/main.js, what Cloud Run starts), each of which must answer every one and go on
 * serving pages (and the targets that once ended the composer with a proper answer).
 */
test.describe.configure({ mode: 'serial' });

test('the local site answers every generated request and keeps serving pages', async () => {
  // On a busy host each run stops at its time limit with what it got through (all of it checked).
  test.setTimeout(60_000);
  await assertOddTargetsAnswered(portBase);
  await assertAnswersEveryRequest(portBase, { numRuns: 200, alivePath: '/', timeLimitMs: 15_000 });
  for (const app of remoteApps) {
    await assertAnswersEveryRequest(portBase + app.portOffset, {
      numRuns: 40,
      alivePath: '/mf-manifest.json',
      timeLimitMs: 4_000,
    });
  }
});

test.describe('the composer service (Cloud Run entry)', () => {
  const port = portBase + 91;
  let service: ChildProcess;
  let distDir: string;

  test.beforeAll(async () => {
    // The built shell, naming this run's loopback remotes: the service never reaches beyond this machine.
    distDir = mkdtempSync(join(tmpdir(), 'codekade-composer-service-'));
    cpSync(resolve(import.meta.dirname, '../../shell/dist'), distDir, { recursive: true });
    writeFileSync(
      join(distDir, 'remotes.json'),
      JSON.stringify(
        Object.fromEntries(
          remoteApps.map((app) => [app.name, `http://localhost:${remotePorts[app.name]}/mf-manifest.json`]),
        ),
      ),
    );
    service = spawn(process.execPath, [resolve(import.meta.dirname, '../../shell/dist-server/main.js')], {
      env: { ...process.env, PORT: String(port), SHELL_DIST_DIR: distDir, SITE_URL: `http://localhost:${port}` },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((ready, fail) => {
      service.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Composer listening')) ready();
      });
      service.once('exit', (code) => fail(new Error(`the composer service exited (${code}) before listening`)));
    });
  });

  test.afterAll(() => {
    service?.kill();
    rmSync(distDir, { recursive: true, force: true });
  });

  test('answers every generated request and stays up', async () => {
    test.setTimeout(60_000);
    await assertOddTargetsAnswered(port);
    await assertAnswersEveryRequest(port, { numRuns: 300, alivePath: '/', timeLimitMs: 25_000 });
    expect(service.exitCode, 'the service process is still running').toBeNull();
  });
});
