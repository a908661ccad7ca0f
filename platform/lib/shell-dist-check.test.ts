// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { productionRemotesConfig } from './apps.mjs';
import { problemsInShellDist } from './shell-dist-check.mjs';

let distDir: string;

function shellDist(files: Record<string, string>) {
  distDir = mkdtempSync(join(tmpdir(), 'codekade-shell-dist-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(distDir, name, '..'), { recursive: true });
    writeFileSync(join(distDir, name), content);
  }
  return distDir;
}

afterEach(() => rmSync(distDir, { recursive: true, force: true }));

const productionRemotes = JSON.stringify(productionRemotesConfig());

describe('problemsInShellDist', () => {
  it('passes a shell that names only production addresses', () => {
    const dist = shellDist({
      'index.html': '<script defer src="/static/js/index.js"></script><script type="application/ld+json">{}</script>',
      'remotes.json': productionRemotes,
      // The router's parsing base loads nothing.
      'static/js/index.js': 'new URL(path, "http://localhost")',
    });
    expect(problemsInShellDist(dist)).toEqual([]);
  });

  it('names every loopback URL and a local remotes.json', () => {
    const dist = shellDist({
      'index.html': '<script>fetch("/remotes.json")</script>',
      'remotes.json': JSON.stringify({ mf_home: 'http://localhost:3001/mf-manifest.json' }),
      'static/js/a.js': 'connect("ws://127.0.0.1:8080/socket")',
    });
    const problems = problemsInShellDist(dist);
    expect(problems).toContain('names a loopback URL: remotes.json: http://localhost:3001/mf-manifest.json');
    expect(problems).toContain('names a loopback URL: static/js/a.js: ws://127.0.0.1:8080/socket');
    expect(problems).toContain('remotes.json is not the production one of the app registry (every mf-*/remote.json)');
  });
});
