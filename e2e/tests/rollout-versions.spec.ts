import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remoteApps } from '@codekade/platform/app-registry';
import { localHostingTarget, localSite, startLocalSite } from '@codekade/platform/local-hosting';
import { buildIdOf } from '@codekade/platform/release-versions';
import { connectFirestore, type FirestoreConnection } from '@codekade/platform/rollout/firestore-connection';
import { abortRelease, promoteRelease, startRelease } from '@codekade/platform/rollout/release-commands';
import { navLabels } from '@codekade/platform/site-menus';
import { type StaticSite, startStaticSite } from '@codekade/platform/static-site';
import { DEFAULT_ROLLOUT_SETTINGS } from '@codekade/shared/rollout';
import { versionManifestUrl } from '@codekade/shared/versions';
import { serviceBanners } from 'mf-home/content/hero';
import { areaHeadings } from '../support/area-headings';
import { buildChangedRemote, repoRoot } from '../support/changed-remote';
import { expect, test, waitForHydration } from '../support/site';
import { sitePins } from '../support/site-pins';

// A page composed with mf-home's candidate keeps that build for its whole life: a promotion and an
// abort while it is open move nothing it loads. Its own site on its own ports, its own local hosting
// and its own Firestore project in the run's emulator, so no other spec ever draws this candidate.
// (+170: deployment.spec serves on +60 and the 2 CI workers may run both at once.)
const portBase = Number(process.env.SITE_PORT_BASE ?? 3000) + 170;
const origin = `http://localhost:${portBase}`;
const emulatorHost = `127.0.0.1:${process.env.CONTACT_STORE_PORT ?? 8080}`;
const projectId = 'demo-e2e-rollout-versions';
const stableTitle = serviceBanners[0].title;
const candidateTitle = `${stableTitle}, kandidaat`;

test.describe.configure({ mode: 'serial' });

let site: StaticSite;
let hostingDir: string;
let firestore: FirestoreConnection;
let candidate: { dir: string; id: string };

const context = () => ({
  remote: 'mf_home' as const,
  db: firestore.db,
  settings: DEFAULT_ROLLOUT_SETTINGS,
  log: () => {},
  // The release's second step (issue 48): this site's discovery document pins the candidate.
  pins: sitePins(() => site),
});

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const dir = buildChangedRemote('mf-home', `'${stableTitle}'`, `'${candidateTitle}'`);
  const id = buildIdOf(dir);
  if (!id) throw new Error(`The candidate build in ${dir} names no build id.`);
  candidate = { dir, id };
  hostingDir = mkdtempSync(join(tmpdir(), 'codekade-e2e-rollout-hosting-'));
  for (const app of remoteApps) {
    await startLocalSite(localSite(hostingDir, app.name), join(repoRoot, app.dir, 'dist'));
  }
  firestore = connectFirestore({ emulatorHost, projectId });
  site = await startStaticSite({ portBase, hostingDir, rollouts: { emulatorHost, projectId } });
  // release:start --local, with the build above: published beside stable, first stage (5 %).
  await startRelease(context(), localHostingTarget(localSite(hostingDir, 'mf_home')), async () => candidate);
});

test.afterAll(async () => {
  await site?.close();
  await firestore?.close();
  if (hostingDir) rmSync(hostingDir, { recursive: true, force: true });
});

test('a page pinned to the candidate keeps its builds across a promotion and an abort', async ({ page }) => {
  const remoteFiles: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin && url.hostname === 'localhost') remoteFiles.push(url.href);
  });

  // The developer's override reaches the candidate (5 % would leave it to chance); nobody may keep it.
  const pinned = `${origin}/?versie=mf_home:${candidate.id}`;
  // Once the composer has read the new state (its reader asks Firestore at most every 2 s).
  await expect
    .poll(async () => (await page.request.get(pinned)).headers()['cache-control'], { timeout: 20_000 })
    .toBe('private, no-store');
  const response = await page.goto(pinned);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  const main = page.getByRole('main');
  await expect(main.getByText(candidateTitle).first()).toBeVisible();

  const composition = JSON.parse((await page.locator('#codekade-composition').textContent()) ?? '{}') as {
    area: { remote: string; buildId: string };
    remotes: Record<string, string>;
  };
  const homeRoot = `http://localhost:${portBase + 1}/mf-manifest.json`;
  expect(composition.area).toEqual({ remote: 'mf_home', buildId: candidate.id });
  expect(composition.remotes.mf_home).toBe(versionManifestUrl(homeRoot, candidate.id));

  // While the page is open: the next stage (25 %), then an abort (0 %, stable for everyone).
  expect((await promoteRelease(context())).share).toBe(25);
  expect((await abortRelease(context())).state.share).toBe(0);
  // A new visitor gets stable, with s-maxage again, once the composer has read the abort (its reader
  // asks Firestore at most every 2 s, as in production).
  await expect
    .poll(async () => (await page.request.get(`${origin}/`)).headers()['cache-control'], { timeout: 20_000 })
    .toContain('s-maxage');
  const fresh = await page.request.get(`${origin}/`);
  expect(await fresh.text()).not.toContain(candidateTitle);

  // Client-side across areas and back: the page stays on the builds it was composed with.
  await page.getByRole('banner').getByRole('link', { name: navLabels.services, exact: true }).click();
  await expect(main.getByRole('heading', { level: 1, name: areaHeadings.services })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: navLabels.about, exact: true }).click();
  await expect(main.getByRole('heading', { level: 1, name: areaHeadings.about })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: navLabels.home, exact: true }).click();
  await expect(main.getByText(candidateTitle).first()).toBeVisible();
  await expect(main.getByText(stableTitle, { exact: true })).toHaveCount(0);
  await waitForHydration(page);

  // Every remote file the page loaded lies in the folder its composition data names for that remote.
  const folders = Object.values(composition.remotes).map((manifest) => new URL('.', manifest).href);
  const homeFiles = remoteFiles.filter((url) => url.startsWith(`http://localhost:${portBase + 1}/`));
  expect(homeFiles.length, 'mf-home files loaded').toBeGreaterThan(0);
  expect(homeFiles.filter((url) => !url.startsWith(new URL('.', composition.remotes.mf_home).href))).toEqual([]);
  expect(remoteFiles.filter((url) => !folders.some((folder) => url.startsWith(folder)))).toEqual([]);
});
