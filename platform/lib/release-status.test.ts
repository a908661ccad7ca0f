// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { prepareReleaseFromLive } from './release-sources.mjs';
import { formatReleaseStatus, releaseStatus } from './release-status.mjs';
import { type ServedApp, serveApp } from './static-site.mjs';

const folders: string[] = [];
function build(file: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'codekade-release-status-'));
  folders.push(dir);
  mkdirSync(join(dir, 'static/js'), { recursive: true });
  writeFileSync(join(dir, file), `// ${file}`);
  return dir;
}

let served: ServedApp | undefined;
afterAll(async () => {
  await served?.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('a release read back from a live site', () => {
  it('shows the window and the kept files, and the next deploy carries them over HTTP', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    served = await serveApp({ target: 'mf_about', port: 0, distDir: build('static/js/a.1.js'), allowedOrigins: [] });
    await served.release(build('static/js/a.2.js'));
    const baseUrl = `http://127.0.0.1:${served.port}/`;

    const report = formatReleaseStatus(await releaseStatus([{ name: 'mf_about', baseUrl }]), { listFiles: true });
    expect(report).toContain('window 7 days');
    expect(report).toContain('1 own files, 1 kept from 1 earlier releases');
    expect(report).toMatch(/initial-build: 1 files, kept until \d{4}-/);
    expect(report).toContain('static/js/a.1.js');

    // What `pnpm deploy:remote` does before `firebase deploy`, against this live site.
    const next = build('static/js/a.3.js');
    const { carried } = await prepareReleaseFromLive(next, baseUrl);
    expect(carried).toEqual(['static/js/a.1.js', 'static/js/a.2.js']);
    expect(existsSync(join(next, 'static/js/a.1.js'))).toBe(true);

    const missing = formatReleaseStatus(await releaseStatus([{ name: 'mf_home', baseUrl: `${baseUrl}nowhere/` }]));
    expect(missing).toContain('mf_home: no release ledger yet');
  });
});
