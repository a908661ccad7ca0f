// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allLive, formatStatus, liveStatus } from './live-status.mjs';
import { printable } from './printable.mjs';

const manifest = (buildInfo: Record<string, unknown>) => JSON.stringify({ metaData: { buildInfo } });
const goodBuild = {
  buildId: 'b-20260102',
  version: '1.2.3',
  commit: 'a1b2c3d4e5f6a7b8',
  buildTime: '2026-01-02T03:04:05.000Z',
  sharedContractMajor: 1,
};

let server: Server;
let origin: string;
const answers = new Map<string, (response: import('node:http').ServerResponse) => void>();

beforeAll(async () => {
  // Port 0: the system picks a free port, so this test never collides with a served site.
  server = createServer((request, response) => {
    const answer = answers.get(request.url ?? '');
    if (answer) answer(response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

function serveJson(path: string, body: string) {
  answers.set(path, (response) => response.writeHead(200, { 'Content-Type': 'application/json' }).end(body));
}

describe('printable', () => {
  it('shows control characters, separators and bidi marks escaped', () => {
    expect(printable('a\x1b[2Jb\r\nc\u0007\u009b\u2028\u202e\\')).toBe(
      'a\\x1b[2Jb\\x0d\\x0ac\\x07\\x9b\\u{2028}\\u{202e}\\\\',
    );
    expect(printable('Versie 1.0 — klaar')).toBe('Versie 1.0 — klaar');
  });
});

describe('liveStatus', () => {
  it('reports each remote of remotes.json with its build, reachable or not', async () => {
    serveJson(
      '/site-a/remotes.json',
      JSON.stringify({ mf_home: `${origin}/home/mf-manifest.json`, mf_about: `${origin}/gone/mf-manifest.json` }),
    );
    serveJson('/home/mf-manifest.json', manifest(goodBuild));
    const status = await liveStatus(`${origin}/site-a`);
    expect(status.remotes).toEqual([
      {
        name: 'mf_home',
        url: `${origin}/home/mf-manifest.json`,
        reachable: true,
        version: '1.2.3',
        // The id its measurements are kept under, for the figures of `pnpm status`.
        buildId: 'b-20260102',
        commit: goodBuild.commit,
        buildTime: goodBuild.buildTime,
        contractMajor: '1',
      },
      { name: 'mf_about', url: `${origin}/gone/mf-manifest.json`, reachable: false, problem: 'HTTP 404' },
    ]);
    expect(allLive(status)).toBe(false);
    const report = formatStatus(status);
    expect(report).toMatch(/mf_home\s+reachable\s+1\.2\.3\s+a1b2c3d4e5f6\s+2026-01-02T03:04:05\.000Z\s+1\s/);
    expect(report).toMatch(/mf_about\s+unreachable \(HTTP 404\)/);
  });

  it('prints hostile names and build fields escaped, so they cannot drive the terminal', async () => {
    serveJson(
      '/site-b/remotes.json',
      JSON.stringify({ 'mf_x\x1b]0;owned\x07\r\nmf_fake': `${origin}/evil/mf-manifest.json` }),
    );
    serveJson(
      '/evil/mf-manifest.json',
      manifest({
        version: '\x1b[2J1.0',
        commit: 'abc\u202edef',
        buildTime: 'x'.repeat(500),
        sharedContractMajor: { nested: true },
      }),
    );
    const report = formatStatus(await liveStatus(`${origin}/site-b`));
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the report must hold no raw control character.
    expect(report).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/);
    // Title, blank line, column titles and one row: the CR LF in the name faked no extra entry.
    expect(report.split('\n')).toHaveLength(4);
    expect(report).toContain('mf_x\\x1b]0;owned\\x07\\x0d\\x0amf_fake');
    expect(report).toContain('\\x1b[2J1.0');
    expect(report).not.toContain('x'.repeat(100));
  });

  it('gives up on a remote that does not answer within the time limit', async () => {
    serveJson('/site-c/remotes.json', JSON.stringify({ mf_home: `${origin}/hang/mf-manifest.json` }));
    answers.set('/hang/mf-manifest.json', () => undefined);
    const started = Date.now();
    const status = await liveStatus(`${origin}/site-c`, { timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(status.remotes[0]).toMatchObject({ reachable: false, problem: 'no answer within 300 ms' });
  });

  it.each([
    ['not JSON', 'hello', 'not JSON'],
    ['a list', '["a"]', 'remotes.json is not an object of remote names to manifest URLs'],
  ])('reports a remotes.json that is %s', async (_, body, problem) => {
    serveJson('/site-d/remotes.json', body);
    const status = await liveStatus(`${origin}/site-d`);
    expect(status).toMatchObject({ problem, remotes: [] });
    expect(allLive(status)).toBe(false);
  });

  it('refuses a manifest URL that is not http(s) without fetching it', async () => {
    serveJson('/site-e/remotes.json', JSON.stringify({ mf_home: 'file:///etc/passwd', mf_about: 42 }));
    const status = await liveStatus(`${origin}/site-e`);
    expect(status.remotes.map((remote) => remote.problem)).toEqual(['not an http(s) URL', 'not an http(s) URL']);
  });
});
