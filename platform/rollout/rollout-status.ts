/**
 * The rollouts part of `pnpm status`: per remote its stable and candidate versions, share and stage,
 * each version's figures over the gate's window (page views, error and load-failure rates, changed files,
 * recoveries, p75 LCP/INP/CLS, read through the measurements store) and the gate's last decision.
 * A remote without a rollout shows the figures of the build live now (its manifest's build id) over
 * the last hour, so a team sees how its live version does without starting a rollout. Stored states,
 * figures and live build ids are data from outside: parsed, and printed escaped.
 */

import { figureWindows } from '@codekade/serving/rollout/gate';
import type { FiguresReader } from '@codekade/serving/rollout/gate-runner';
import type { ReadVersionFigures } from '@codekade/serving/rollout/measurements';
import { type RolloutsReadable, readRollouts } from '@codekade/serving/rollout/rollout-store';
import {
  isStaged,
  parseVersionFigures,
  type RemoteKey,
  type RolloutSettings,
  type RolloutState,
  type VersionFigures,
} from '@codekade/shared/rollout';
import { isVersionId } from '@codekade/shared/versions';
import { remoteApps } from '../lib/app-registry.mjs';
import { printable } from '../lib/printable.mjs';
import type { connectFirestore } from './firestore-connection';

export interface VersionRow {
  version: string;
  /** `live`: the build a remote without a rollout serves, by its manifest. */
  role: 'stable' | 'candidate' | 'live';
  since: Date;
  figures: VersionFigures | Error;
}

export interface RemoteRolloutStatus {
  remote: RemoteKey;
  state: RolloutState | Error | null;
  rows: VersionRow[];
}

/** Without a candidate in a stage, stable's (or the live build's) figures are shown over the last hour. */
export const IDLE_FIGURES_WINDOW_MS = 60 * 60 * 1000;

/**
 * `liveVersions`: the build id each remote's live manifest names (`liveStatus`), read from outside;
 * one that is no version id is left out.
 */
export async function rolloutStatus({
  db,
  readFigures,
  settings,
  liveVersions = {},
  now = new Date(),
}: {
  db: RolloutsReadable;
  readFigures: FiguresReader;
  settings: RolloutSettings;
  liveVersions?: Readonly<Record<string, unknown>>;
  now?: Date;
}): Promise<RemoteRolloutStatus[]> {
  const states = await readRollouts(db);
  const figuresOf = async (remote: RemoteKey, version: string, window: { since: Date; until: Date }) => {
    try {
      return parseVersionFigures(await readFigures({ remote, version, ...window }), `figures of ${version}`);
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  };
  return Promise.all(
    remoteApps.map(async ({ name: remote }): Promise<RemoteRolloutStatus> => {
      const state = states.get(remote) ?? null;
      const versions: { version: string; role: VersionRow['role']; window: { since: Date; until: Date } }[] = [];
      if (state === null || state instanceof Error) {
        // No rollout (or none readable): the root build serves everyone, measured as any version.
        const live = Object.hasOwn(liveVersions, remote) ? liveVersions[remote] : undefined;
        const since = new Date(now.getTime() - IDLE_FIGURES_WINDOW_MS);
        if (isVersionId(live)) versions.push({ version: live, role: 'live', window: { since, until: now } });
      } else if (isStaged(state)) {
        const windows = figureWindows(state, settings, now);
        versions.push({ version: state.stable, role: 'stable', window: windows.stable });
        versions.push({ version: state.candidate, role: 'candidate', window: windows.candidate });
      } else {
        const since = new Date(now.getTime() - IDLE_FIGURES_WINDOW_MS);
        versions.push({ version: state.stable, role: 'stable', window: { since, until: now } });
      }
      const rows = await Promise.all(
        versions.map(async ({ version, role, window }) => ({
          version,
          role,
          since: window.since,
          figures: await figuresOf(remote, version, window),
        })),
      );
      return { remote, state, rows };
    }),
  );
}

const rate = (count: number, pageViews: number) =>
  pageViews === 0 ? '-' : `${((count / pageViews) * 100).toFixed(2)} %`;
const milliseconds = (value: number | null) => (value === null ? '-' : `${Math.round(value)} ms`);
const shown = (value: unknown, max = 160) => {
  const text = printable(String(value));
  return text.length > max ? `${text.slice(0, max)}…` : text;
};

/** One remote's rollout in a line. */
export function rolloutLine(state: RolloutState, settings: RolloutSettings): string {
  if (state.candidate === null)
    return `stable ${shown(state.stable)} serves everyone (since ${shown(state.stageStartedAt)})`;
  if (!isStaged(state)) {
    return `stable ${shown(state.stable)} serves everyone; candidate ${shown(state.candidate)} aborted (0 %) at ${shown(state.stageStartedAt)}`;
  }
  return (
    `candidate ${shown(state.candidate)} at ${state.share} % (stage ${state.stage + 1} of ${settings.stages.length}) ` +
    `since ${shown(state.stageStartedAt)}; stable ${shown(state.stable)}`
  );
}

const FIGURES_HEADER = [
  'version',
  'role',
  'since',
  'views',
  'errors',
  'failures',
  'recovered',
  'changed',
  'LCP p75',
  'INP p75',
  'CLS p75',
];

/** The versions' figures as a table, one line per version; a version without figures says why. */
function figureLines(rows: VersionRow[]): string[] {
  const cells = rows.map(({ version, role, since }) => [shown(version, 40), role, since.toISOString()]);
  const measured = rows.map(({ figures }) =>
    figures instanceof Error
      ? undefined
      : [
          String(figures.pageViews),
          rate(figures.errors, figures.pageViews),
          rate(figures.loadFailures, figures.pageViews),
          String(figures.recoveries),
          // Pages on which a file was not the pinned one (issue 48).
          String(figures.integrityFailures),
          milliseconds(figures.lcpP75),
          milliseconds(figures.inpP75),
          figures.clsP75 === null ? '-' : figures.clsP75.toFixed(3),
        ],
  );
  const table = rows.map((_, index) => [...(cells[index] ?? []), ...(measured[index] ?? [])]);
  // A version without figures says why after its first columns, without widening the others.
  const widths = FIGURES_HEADER.map((title, column) =>
    Math.max(
      title.length,
      ...table.filter((_, index) => column < 3 || measured[index]).map((row) => row[column]?.length ?? 0),
    ),
  );
  const line = (cells: string[]) =>
    `    ${cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd()}`;
  return [
    line(FIGURES_HEADER),
    ...rows.map(({ figures }, index) => {
      const row = table[index] ?? [];
      return figures instanceof Error ? `${line(row)}  no figures: ${shown(figures.message)}` : line(row);
    }),
  ];
}

/** The report as lines of text, every stored value escaped. */
export function formatRolloutStatus(statuses: RemoteRolloutStatus[], settings: RolloutSettings, where: string): string {
  const lines = [
    '',
    `Rollouts (${where}; gate: stages ${settings.stages.join('/')} %, window ${settings.windowMs / 1000} s, ` +
      `at least ${settings.minPageViews} page views per version)`,
  ];
  for (const { remote, state, rows } of statuses) {
    if (state === null || state instanceof Error) {
      lines.push(
        state === null
          ? `  ${remote}: no rollout (the root build serves everyone)`
          : `  ${remote}: unreadable, counts as no rollout: ${shown(state.message)}`,
      );
      // The live build's figures, when its manifest named one.
      if (rows.length > 0) lines.push(...figureLines(rows));
      continue;
    }
    lines.push(`  ${remote}: ${rolloutLine(state, settings)}`, ...figureLines(rows));
    const decision = state.lastDecision;
    lines.push(
      decision
        ? `    last gate decision ${shown(decision.at)}: ${decision.outcome} ${shown(decision.candidate, 40)}: ${shown(decision.reason)}`
        : '    last gate decision: none yet',
    );
  }
  return lines.join('\n');
}

/**
 * The whole rollouts report of `pnpm status` for the site at `shellUrl`: the local Firestore emulator
 * for a loopback address (npm start's), the production project otherwise. Never throws: what cannot
 * be read is said in the report.
 */
export async function rolloutStatusReport({
  shellUrl,
  localStoreHost,
  settings,
  readVersionFigures,
  connect,
  liveVersions,
}: {
  shellUrl: string;
  localStoreHost: string;
  settings: RolloutSettings;
  readVersionFigures: ReadVersionFigures;
  connect: typeof connectFirestore;
  /** The build id each remote's live manifest names, for the figures of a remote without a rollout. */
  liveVersions?: Readonly<Record<string, unknown>>;
}): Promise<string> {
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(new URL(shellUrl).hostname);
  if (local) {
    const answers = await fetch(`http://${localStoreHost}/`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (!answers) return `\nRollouts: no Firestore emulator answers at ${localStoreHost} (is the local site running?)`;
  }
  let connection: ReturnType<typeof connectFirestore> | undefined;
  try {
    connection = connect(local ? { emulatorHost: localStoreHost } : {});
    const { db } = connection;
    const statuses = await rolloutStatus({
      db,
      settings,
      liveVersions,
      readFigures: (window) => readVersionFigures(db, window),
    });
    return formatRolloutStatus(statuses, settings, connection.where);
  } catch (error) {
    return `\nRollouts: could not be read: ${shown(error instanceof Error ? error.message : error)}`;
  } finally {
    await connection?.close();
  }
}
