import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteApps } from '@codekade/platform/app-registry';
import { problemsInShellDist } from '@codekade/platform/shell-dist-check';
import { siteConfig } from '@codekade/shared/site-config';
import type { Page } from '@playwright/test';
import { contactFormText } from 'mf-contact/content/contact-form';
import { remoteFallbackText } from 'shell/content/remote-area-texts';
import { repoRoot } from '../support/changed-remote';
import { routeToRunStore } from '../support/contact-store';
import { notFoundRoute, publicRoutes } from '../support/routes';
import { expect, portBase, test } from '../support/site';

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Collects every Content-Security-Policy violation of the page: the DOM events and the console reports. */
async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test("the shell's production build is deployable as built: no loopback URL, production remotes.json", () => {
  expect(problemsInShellDist(join(repoRoot, 'shell/dist'))).toEqual([]);
});

test("the shell's code carries no list of the remotes (it learns them from the discovery document)", () => {
  const jsDir = join(repoRoot, 'shell/dist/static/js');
  const chunksWithRegistry = readdirSync(jsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .filter((entry) => {
      const code = readFileSync(join(entry.parentPath, entry.name), 'utf8');
      return remoteApps.some((remote) => code.includes(remote.productionUrl));
    })
    .map((entry) => entry.name);
  expect(chunksWithRegistry).toEqual([]);
});

for (const route of [...publicRoutes, notFoundRoute]) {
  test(`${route.path} works under the Content-Security-Policy with no violation`, async ({ page }) => {
    const consoleViolations = await watchPolicyViolations(page);
    const response = await page.goto(route.path);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(response?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response?.headers()['permissions-policy']).toBeTruthy();

    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: remoteFallbackText.actionLabel })).toHaveCount(0);
    await expect(page).toHaveTitle(route.title);
    // Let late requests (prefetched remotes, images, media) report too.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    expect(consoleViolations).toEqual([]);
  });
}

test('a message is sent to the store under the Content-Security-Policy', async ({ page }) => {
  const consoleViolations = await watchPolicyViolations(page);
  await routeToRunStore(page);
  await page.goto('/contact');
  const form = page.getByRole('region', { name: contactFormText.heading });
  await form.getByLabel(contactFormText.labels.name).fill('Sanne de Vries');
  await form.getByLabel(contactFormText.labels.email).fill('sanne@bakkerij-devries.nl');
  await form.getByLabel(contactFormText.labels.message).fill('Een bericht onder het beveiligingsbeleid.');
  await form.getByRole('button', { name: contactFormText.submit }).click();
  await expect(page.getByText(contactFormText.toasts.success)).toBeVisible();
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  expect(consoleViolations).toEqual([]);
});

test('pnpm status shows every live remote with the build it serves', () => {
  const result = spawnSync(process.execPath, ['scripts/status.mjs', `http://localhost:${portBase}`], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(result.status, result.stderr).toBe(0);
  for (const app of remoteApps) {
    const { version } = JSON.parse(readFileSync(join(repoRoot, app.dir, 'package.json'), 'utf8')) as {
      version: string;
    };
    const built = JSON.parse(readFileSync(join(repoRoot, app.dir, 'dist/mf-manifest.json'), 'utf8')).metaData
      .buildInfo as { commit: string; buildTime: string };
    const row = result.stdout.split('\n').find((line) => line.startsWith(`${app.name} `));
    expect(row?.split(/\s+/), app.name).toEqual([
      app.name,
      'reachable',
      version,
      built.commit.slice(0, 12),
      built.buildTime,
      '1',
      `http://localhost:${portBase + app.portOffset}/mf-manifest.json`,
    ]);
  }
  // The security.txt of the last shell build, read as it is served.
  expect(result.stdout).toMatch(/^\.well-known\/security\.txt: valid until \d{4}-\d{2}-\d{2} \(1[5-8]\d days\)$/m);
});

test('the site serves its security.txt (RFC 9116) as plain text, with a contact and an expiry ahead', async ({
  request,
}) => {
  const response = await request.get('/.well-known/security.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toContain(`Contact: mailto:${siteConfig.email}\n`);
  const expires = new Date(/^Expires: (.+)$/m.exec(text)?.[1] ?? '');
  expect(expires.getTime()).toBeGreaterThan(Date.now() + 150 * 24 * 60 * 60 * 1000);
  expect(expires.getTime()).toBeLessThan(Date.now() + 365 * 24 * 60 * 60 * 1000);
});
