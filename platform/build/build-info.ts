/**
 * What a build was made from, written into each app's `mf-manifest.json` so `pnpm status` can show
 * what is live without opening a browser.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface BuildInfo {
  /** The app's package version. */
  version: string;
  /** The git commit the build was made from, or 'unknown' outside a git checkout. */
  commit: string;
  /** When the build started, ISO 8601. */
  buildTime: string;
}

function currentCommit(cwd: string): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

export function buildInfoOf(appDir: string, now = new Date()): BuildInfo {
  const { version } = JSON.parse(readFileSync(`${appDir}/package.json`, 'utf8')) as { version: string };
  return { version, commit: currentCommit(appDir), buildTime: now.toISOString() };
}
