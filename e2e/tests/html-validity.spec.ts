import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openRendered } from '../support/rendered';
import { notFoundRoute, publicRoutes } from '../support/routes';
import { expect, test } from '../support/site';

const vnuJar: string = createRequire(import.meta.url)('vnu-jar');

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

test('every route renders a valid HTML document (Nu Html Checker)', async ({ page }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'codekade-html-'));
  const files = new Map<string, string>();
  for (const route of [...publicRoutes, notFoundRoute]) {
    await openRendered(page, route.path);
    const file = join(dir, `${route.path.replaceAll('/', '_') || 'home'}.html`);
    writeFileSync(file, `<!doctype html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`);
    files.set(file, route.path);
  }
  const output = execFileSync(
    'java',
    ['-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', ...files.keys()],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const report = JSON.parse(output) as { messages: VnuMessage[] };
  const errors = report.messages
    .filter((message) => message.type === 'error')
    .map((message) => `${files.get(message.url.replace('file:', ''))}: ${message.message} ${message.extract ?? ''}`);
  expect(errors).toEqual([]);
});
