// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildInfoOf } from './build-info';

const workspace = join(import.meta.dirname, '../..');

describe('buildInfoOf', () => {
  it("gives the app's package version, the checkout's commit and the build time", () => {
    const now = new Date('2026-03-04T05:06:07.000Z');
    const { version } = JSON.parse(readFileSync(join(workspace, 'mf-about/package.json'), 'utf8')) as {
      version: string;
    };
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: workspace, encoding: 'utf8' }).trim();
    expect(buildInfoOf(join(workspace, 'mf-about'), now)).toEqual({
      version,
      commit: head,
      buildTime: '2026-03-04T05:06:07.000Z',
    });
  });

  it("says 'unknown' for the commit outside a git checkout", () => {
    const dir = mkdtempSync(join(tmpdir(), 'codekade-build-info-'));
    try {
      writeFileSync(join(dir, 'package.json'), '{"version":"2.3.4"}');
      expect(buildInfoOf(dir)).toMatchObject({ version: '2.3.4', commit: 'unknown' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
