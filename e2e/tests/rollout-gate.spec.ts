/**
 * The rollout gate end to end (issue 31): real page views of a local rollout of mf-home, measured by
 * the pages themselves and stored by the composer, and npm start's gate (its loop, on its settings)
 * deciding alone. A candidate whose hero throws in the browser is set back to 0 % within its window,
 * logged at ERROR, while the stable version's pages see no error; a good candidate is promoted stage
 * by stage to stable. Its own site on its own ports, local hosting and Firestore project in the run's
 * emulator, so no other spec draws these candidates.
 *
 * Page views are drawn, as a visitor's are: a page reached on purpose (`?versie=`) counts for no
 * version (issue 47). So the stages here start at 50 % (a drawn page is either version about as
 * often), a visit is repeated until it draws the version it wants (the others count as the views
 * they are), and a few page views suffice (ROLLOUT_MIN_PAGE_VIEWS), with a sequential test made
 * for so few (ROLLOUT_CONFIDENCE, ROLLOUT_TEST_SCALE_POINTS) and margins it need not prove.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remoteApps } from '@codekade/platform/app-registry';
import { localHostingTarget, localSite, startLocalSite } from '@codekade/platform/local-hosting';
import { buildIdOf } from '@codekade/platform/release-versions';
import { connectFirestore, type FirestoreConnection } from '@codekade/platform/rollout/firestore-connection';
import { startLocalRollouts } from '@codekade/platform/rollout/local-rollouts';
import { startRelease } from '@codekade/platform/rollout/release-commands';
import { type StaticSite, startStaticSite } from '@codekade/platform/static-site';
import { readVersionFigures } from '@codekade/serving/measurements/version-figures';
import { readRolloutSettings } from '@codekade/serving/rollout/rollout-settings';
import type { BeaconRecord } from '@codekade/shared/measurement-beacon';
import { parseRolloutState, ROLLOUTS_COLLECTION, type RolloutState } from '@codekade/shared/rollout';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { serviceBanners } from 'mf-home/content/hero';
import { buildChangedRemote, repoRoot } from '../support/changed-remote';
import { collectBeacons } from '../support/measurements';
import { waitForHydration } from '../support/site';
import { sitePins } from '../support/site-pins';

const sitePortBase = Number(process.env.SITE_PORT_BASE ?? 3000);
const portBase = sitePortBase + 110;
const origin = `http://localhost:${portBase}`;
const homeOrigin = `http://localhost:${portBase + 1}`;
const emulatorHost = `127.0.0.1:${process.env.CONTACT_STORE_PORT ?? 8080}`;
const projectId = 'demo-e2e-rollout-gate';

/** What the bad candidate's hero throws in the browser, from a timer its render starts (uncaught). */
const HERO_ERROR = 'thrown by the hero of the candidate';
const stableTitle = serviceBanners[0].title;
/** The good candidate: the one rollout-versions.spec.ts builds, so a worker running both builds it once. */
const goodTitle = `${stableTitle}, kandidaat`;

/**
 * The gate's settings, as npm start's gate reads them from its environment. A few page views decide;
 * the vitals' ratios are out of reach, as two browsers share a busy machine here (speed goes to the
 * bench): the error rate decides. The bad candidate's window is long, so only its measurements can
 * end its stage; the good one's is short, so its four stages pass in seconds.
 */
const gateEnvironment = (windowMs: number) => ({
  ...process.env,
  ROLLOUT_STAGES: '50,60,70,100',
  ROLLOUT_MIN_PAGE_VIEWS: '2',
  ROLLOUT_CONFIDENCE: '0.9',
  ROLLOUT_TEST_SCALE_POINTS: '50',
  ROLLOUT_ERROR_MARGIN_POINTS: '100',
  ROLLOUT_FAILURE_MARGIN_POINTS: '100',
  ROLLOUT_WINDOW_MS: String(windowMs),
  ROLLOUT_GATE_INTERVAL_MS: '500',
  ROLLOUT_LCP_RATIO: '1000',
  ROLLOUT_INP_RATIO: '1000',
});

/** The reporter sends when the page is idle, and again a few seconds after later news (an error). */
const BEACON_SENT = { timeout: 20_000 };

test.describe.configure({ mode: 'serial' });

let site: StaticSite;
let hostingDir: string;
let firestore: FirestoreConnection;
let stable: string;
let badCandidate: { dir: string; id: string };
let goodCandidate: { dir: string; id: string };

function builtVersion(dir: string) {
  const id = buildIdOf(dir);
  if (!id) throw new Error(`The candidate build in ${dir} names no build id.`);
  return { dir, id };
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // Thrown in the browser only: the prerender (Node) has no window.
  badCandidate = builtVersion(
    buildChangedRemote(
      'mf-home',
      'const rotation = useHeroRotation(serviceBanners.length, heroTiming);',
      `const rotation = useHeroRotation(serviceBanners.length, heroTiming);
  if (typeof window !== 'undefined') window.setTimeout(() => { throw new Error('${HERO_ERROR}'); });`,
    ),
  );
  goodCandidate = builtVersion(buildChangedRemote('mf-home', `'${stableTitle}'`, `'${goodTitle}'`));
  hostingDir = mkdtempSync(join(tmpdir(), 'codekade-e2e-rollout-gate-'));
  for (const app of remoteApps) {
    await startLocalSite(localSite(hostingDir, app.name), join(repoRoot, app.dir, 'dist'));
  }
  stable = builtVersion(join(repoRoot, 'mf-home/dist')).id;
  firestore = connectFirestore({ emulatorHost, projectId });
  const store = { emulatorHost, projectId };
  site = await startStaticSite({ portBase, hostingDir, rollouts: store, measurementStore: store });
});

test.afterAll(async () => {
  await site?.close();
  await firestore?.close();
  if (hostingDir) rmSync(hostingDir, { recursive: true, force: true });
});

/** npm start's gate (platform/rollout/local-rollouts.ts) on this site, its entries kept as well as written. */
async function startGate(windowMs: number) {
  const entries: { severity: string; message: string; [field: string]: unknown }[] = [];
  const gate = await startLocalRollouts({
    emulatorHost,
    projectId,
    hostingDir,
    env: gateEnvironment(windowMs),
    log: (entry) => {
      entries.push(entry);
      console.log(JSON.stringify(entry));
    },
  });
  return { entries, close: gate.close, settings: readRolloutSettings(gateEnvironment(windowMs)) };
}

/** Every state mf-home's rollout document takes from now on, as Firestore reports its changes. */
function watchRollout(): { states: RolloutState[]; stop: () => void } {
  const states: RolloutState[] = [];
  const stop = firestore.db
    .collection(ROLLOUTS_COLLECTION)
    .doc('mf_home')
    .onSnapshot((snapshot) => {
      const state = parseRolloutState(snapshot.data());
      if (!(state instanceof Error)) states.push(state);
    });
  return { states, stop };
}

const releaseContext = (settings: ReturnType<typeof readRolloutSettings>) => ({
  remote: 'mf_home' as const,
  db: firestore.db,
  settings,
  log: () => {},
  // The release's second step (issue 48): this site's discovery document pins the candidate.
  pins: sitePins(() => site),
});

interface PageView {
  version: string;
  /** What the page showed of errors: uncaught ones and console errors. */
  errors: string[];
  /** The error events the page's own listeners saw (message and file), as the measurements see them. */
  errorEvents: { message: string; filename: string }[];
  /** Its beacons' records, of every remote. */
  records: BeaconRecord[];
}

/** How many drawn visits a view of one version may take (at 50 % about two). */
const MAX_DRAWS = 30;

/** What a visit does with the visits that drew another version than it wanted, and which version throws. */
interface Draws {
  /** The candidate whose pages throw: its pages wait for their error beacon too. */
  throwing?: string;
  /** Every visit that drew the other version (real page views of it) is kept here. */
  others?: PageView[];
  /** True once the wanted version can no longer be drawn (its share is gone). */
  over?: () => boolean;
}

/**
 * One visitor's page view of mf-home's `version`, drawn by the composer: visits in pages of their
 * own (so what each shows is its own) until one draws `version`; each returns once its beacon with
 * the page view has left (for a page that throws, the one with its errors too), with every error
 * the page showed. The visits that drew the other version are real views of it (`others`).
 */
async function viewHome(context: BrowserContext, version: string, draws: Draws = {}): Promise<PageView> {
  const view = await drawnView(context, version, draws);
  if (!view) throw new Error(`${MAX_DRAWS} visits drew no page of ${version}.`);
  return view;
}

/** As viewHome, or undefined when no visit drew `version` or `over()` says its share is gone. */
async function drawnView(context: BrowserContext, version: string, draws: Draws): Promise<PageView | undefined> {
  for (let draw = 0; draw < MAX_DRAWS && !draws.over?.(); draw += 1) {
    const view = await visitHome(context, draws.throwing);
    if (view.version === version) return view;
    draws.others?.push(view);
  }
  return undefined;
}

async function visitHome(context: BrowserContext, throwing: string | undefined): Promise<PageView> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: { message: string; filename: string }[] = [];
    (window as { seenErrors?: typeof seen }).seenErrors = seen;
    window.addEventListener('error', (event) => seen.push({ message: event.message, filename: event.filename }));
  });
  const sent = collectBeacons(page);
  const records = () => sent.flatMap(({ beacon }) => beacon.records);
  try {
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    const composition = JSON.parse((await page.locator('#codekade-composition').textContent()) ?? '{}');
    const version: string = composition.area?.buildId ?? '';
    expect(composition.area, 'the version the composer rendered').toEqual({ remote: 'mf_home', buildId: version });
    const home = () => records().filter((record) => record.remote === 'mf_home' && record.version === version);
    // The page stays whole: the hero's heading is there whatever its code throws.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => home().some((record) => record.pageViews === 1), BEACON_SENT).toBe(true);
    if (version === throwing) {
      await expect.poll(() => home().some((record) => (record.errors ?? 0) > 0), BEACON_SENT).toBe(true);
    }
    const errorEvents = await page.evaluate(
      () => (window as { seenErrors?: { message: string; filename: string }[] }).seenErrors ?? [],
    );
    return { version, errors, errorEvents, records: records() };
  } finally {
    await page.close();
  }
}

/** Once the composer has read the rollout (its reader asks Firestore at most every 2 s): the override of `version` holds. */
async function composerNames(page: Page, version: string) {
  await expect
    .poll(async () => (await page.request.get(`${origin}/?versie=mf_home:${version}`)).text(), { timeout: 20_000 })
    .toContain(`"buildId":"${version}"`);
}

test('a candidate whose hero throws in the browser is set back to 0 % by the gate, and stable pages never see an error', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const gate = await startGate(120_000);
  const watched = watchRollout();
  try {
    // release:start --local, with the build above: published beside stable, first stage (5 %).
    const started = await startRelease(
      releaseContext(gate.settings),
      localHostingTarget(localSite(hostingDir, 'mf_home')),
      async () => badCandidate,
    );
    expect(started).toMatchObject({ stable, candidate: badCandidate.id, share: 50, stage: 0 });
    await composerNames(page, badCandidate.id);

    const views: PageView[] = [];
    // Until the gate has decided: once it aborts, no visit draws the candidate any more.
    const abortedYet = () => watched.states.at(-1)?.share === 0;
    const draws = { throwing: badCandidate.id, others: views };
    for (let round = 0; round < 4 && !abortedYet(); round += 1) {
      views.push(await viewHome(context, stable, draws));
      const bad = await drawnView(context, badCandidate.id, { ...draws, over: abortedYet });
      if (bad) views.push(bad);
    }
    expect(views.filter((view) => view.version === badCandidate.id).length).toBeGreaterThan(0);

    // The gate ends the stage by itself, from the measurements, within the stage's window.
    await expect
      .poll(() => watched.states.at(-1)?.share, { timeout: 60_000, message: 'the gate sets the share to 0' })
      .toBe(0);
    const aborted = watched.states.at(-1) as RolloutState;
    expect(aborted).toMatchObject({ stable, candidate: badCandidate.id, share: 0, stage: -1 });
    const decision = aborted.lastDecision;
    expect(decision).toMatchObject({ outcome: 'abort', candidate: badCandidate.id });
    expect(decision?.reason).toContain('error rate');
    expect(Date.parse(decision?.at ?? '') - Date.parse(started.stageStartedAt)).toBeLessThan(gate.settings.windowMs);
    // No stage but the first was ever reached.
    expect(watched.states.filter((state) => state.share > 50)).toEqual([]);
    expect(gate.entries.filter((entry) => entry.severity === 'ERROR')).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^rollout-gate abort mf_home: /),
        candidate: badCandidate.id,
        stable,
      }),
    ]);

    // The measurements: the pages counted every error for mf_home's candidate, and the gate read them so.
    const counted = views.flatMap((view) => view.records).filter((record) => (record.errors ?? 0) > 0);
    expect(counted.length).toBeGreaterThan(0);
    for (const record of counted) expect(record).toMatchObject({ remote: 'mf_home', version: badCandidate.id });
    expect(decision?.candidateFigures.errors).toBeGreaterThanOrEqual(1);
    expect(decision?.stable.errors).toBe(0);
    const since = new Date(Date.parse(started.stageStartedAt) - 60_000);
    const stored = await readVersionFigures(firestore.db, { remote: 'mf_home', version: badCandidate.id, since });
    expect(stored.errors).toBeGreaterThanOrEqual(1);
    expect((await readVersionFigures(firestore.db, { remote: 'mf_home', version: stable, since })).errors).toBe(0);

    // Cross-origin remote code is loaded with CORS: the page's own listener saw the error and its file,
    // not the browser's "Script error." (mf-home lies on another port: another origin).
    for (const view of views.filter((view) => view.version === badCandidate.id)) {
      expect(view.errorEvents).toContainEqual({
        message: expect.stringContaining(HERO_ERROR),
        filename: expect.stringMatching(new RegExp(`^${homeOrigin}/v/${badCandidate.id}/`)),
      });
    }
    // Stable serves everyone again: a visitor without the override gets it once the composer has read
    // the abort (the answer is a CDN's again, without a split).
    await expect
      .poll(async () => (await page.request.get(`${origin}/`)).headers()['cache-control'], { timeout: 20_000 })
      .toContain('s-maxage');
    views.push(await viewHome(context, stable));
    // The stable version's pages never saw an error, in the page or on its console.
    for (const view of views.filter((view) => view.version === stable)) expect(view.errors).toEqual([]);
  } finally {
    watched.stop();
    await gate.close();
  }
});

test('a good candidate is promoted stage by stage to stable by the gate', async ({ page, context }) => {
  test.setTimeout(120_000);
  const gate = await startGate(1_000);
  const watched = watchRollout();
  try {
    const started = await startRelease(
      releaseContext(gate.settings),
      localHostingTarget(localSite(hostingDir, 'mf_home')),
      async () => goodCandidate,
    );
    expect(started).toMatchObject({ stable, candidate: goodCandidate.id, share: 50, stage: 0 });
    await composerNames(page, goodCandidate.id);

    // Visitors of both versions keep coming until the candidate is stable.
    const promoted = () => watched.states.at(-1)?.stable === goodCandidate.id;
    const deadline = Date.now() + 90_000;
    // At 100 % stable has no visitors: the gate compares with what it did before that stage.
    const stableHasVisitors = () => (watched.states.at(-1)?.share ?? 0) < 100 && !promoted();
    while (!promoted() && Date.now() < deadline) {
      expect((await viewHome(context, goodCandidate.id)).errors).toEqual([]);
      // Its draws stop once the gate takes stable's share away (100 %, or promoted).
      if (stableHasVisitors())
        expect((await drawnView(context, stable, { over: () => !stableHasVisitors() }))?.errors ?? []).toEqual([]);
    }
    expect(watched.states.at(-1)).toMatchObject({ stable: goodCandidate.id, candidate: null, share: 0, stage: -1 });
    expect(watched.states.at(-1)?.lastDecision).toMatchObject({ outcome: 'promote', candidate: goodCandidate.id });

    // Every stage was a state of its own, in order, each reached by the gate.
    const stages = watched.states
      .filter((state) => state.candidate === goodCandidate.id && state.stage >= 0)
      .map((state) => state.share)
      .filter((share, index, shares) => share !== shares[index - 1]);
    expect(stages).toEqual([50, 60, 70, 100]);
    const decisions = gate.entries.filter((entry) => entry.outcome !== undefined);
    expect(decisions.map((entry) => [entry.severity, entry.outcome, entry.share])).toEqual([
      ['INFO', 'advance', 50],
      ['INFO', 'advance', 60],
      ['INFO', 'advance', 70],
      ['NOTICE', 'promote', 100],
    ]);

    // A visitor without the override now gets the promoted version.
    await expect
      .poll(async () => (await page.request.get(`${origin}/`)).text(), { timeout: 20_000 })
      .toContain(goodTitle);
  } finally {
    watched.stop();
    await gate.close();
  }
});
