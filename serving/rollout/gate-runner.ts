/**
 * One pass of the gate over every remote with a candidate in a stage: reads both versions' figures
 * over the stage's window (through the measurements store's reader), decides, and applies the
 * decision in a transaction that first checks the stage is still the one decided on (a person's
 * command in between wins). Production runs it every minute as a scheduled function, `npm start`
 * on an interval of its own (see docs/rollouts.md).
 */
import {
  type GateDecision,
  isStaged,
  parseVersionFigures,
  type RemoteKey,
  type RolloutSettings,
  type StagedRollout,
  type VersionFigures,
} from '@codekade/shared/rollout';
import type { Firestore } from 'firebase-admin/firestore';
import { decide, figureWindows } from './gate';
import { decisionLogEntry, type GateLogEntry, writeLogEntry } from './gate-log';
import { changeRollout, readRollouts } from './rollout-store';
import { applyDecision } from './transitions';

/** The measurements store's `readVersionFigures(db, query)` (contract of issue 31), bound to its database. */
export type FiguresReader = (query: {
  remote: RemoteKey;
  version: string;
  since: Date;
  until: Date;
}) => Promise<VersionFigures>;

export interface GateRunOptions {
  db: Firestore;
  readFigures: FiguresReader;
  settings: RolloutSettings;
  now?: () => Date;
  log?: (entry: GateLogEntry) => void;
}

export interface GateRunResult {
  remote: RemoteKey;
  decision?: GateDecision;
  /** Whether the decision was written (false: the state changed meanwhile). */
  applied: boolean;
  problem?: string;
}

/** Decides for one staged remote; a figure that cannot be read is a problem, never a decision. */
async function gateOne(
  state: StagedRollout,
  { db, readFigures, settings, now = () => new Date() }: GateRunOptions,
): Promise<GateRunResult> {
  const { remote } = state;
  const at = now();
  const windows = figureWindows(state, settings, at);
  const read = async (version: string, window: { since: Date; until: Date }) => {
    const figures = parseVersionFigures(await readFigures({ remote, version, ...window }), `figures of ${version}`);
    if (figures instanceof Error) throw figures;
    return figures;
  };
  let stable: VersionFigures;
  let candidate: VersionFigures;
  try {
    [stable, candidate] = await Promise.all([
      read(state.stable, windows.stable),
      read(state.candidate, windows.candidate),
    ]);
  } catch (error) {
    return { remote, applied: false, problem: `reading the figures failed: ${String(error)}` };
  }
  const decision = decide(state, stable, candidate, settings, at);
  const { changed } = await changeRollout(db, remote, (current) => {
    const same =
      current !== null &&
      isStaged(current) &&
      current.candidate === state.candidate &&
      current.stage === state.stage &&
      current.stageStartedAt === state.stageStartedAt;
    return same ? applyDecision(current, decision, settings, at) : undefined;
  });
  return { remote, decision, applied: changed };
}

/** One pass over every remote. A remote's failure is logged and leaves the others alone. */
export async function runGate(options: GateRunOptions): Promise<GateRunResult[]> {
  const log = options.log ?? writeLogEntry;
  const states = await readRollouts(options.db);
  const results: GateRunResult[] = [];
  for (const [remote, state] of states) {
    if (state instanceof Error) {
      log({ severity: 'WARNING', message: `rollout-gate skips ${remote}: ${state.message}`, remote });
      continue;
    }
    if (!isStaged(state)) continue;
    let result: GateRunResult;
    try {
      result = await gateOne(state, options);
    } catch (error) {
      result = { remote, applied: false, problem: String(error) };
    }
    if (result.problem)
      log({ severity: 'WARNING', message: `rollout-gate skips ${remote}: ${result.problem}`, remote });
    if (result.decision && result.applied) {
      const entry = decisionLogEntry(state, result.decision);
      if (entry) log(entry);
    }
    results.push(result);
  }
  return results;
}
