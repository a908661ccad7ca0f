/**
 * The rollout of one remote (issue 31): which version every visitor gets (stable), which version is
 * under rollout (candidate) and for what share of page requests, and the gate's last decision. It
 * lives in Firestore `rollouts/{remote}`; the composer reads it, the gate and the release commands
 * write it. What is read from Firestore is data from outside: `parseRolloutState` is its one reader.
 */
import { isFederationName } from './discovery';
import { isVersionId } from './versions.mjs';

/** A remote's federation name: any well-formed one, so a remote released after the composer can run a rollout. */
export type RemoteKey = string;

/** What the measurements say about one version of a remote over a time window. */
export interface VersionFigures {
  pageViews: number;
  loadFailures: number;
  recoveries: number;
  errors: number;
  /** Pages on which a file of the version was not the file its build pinned (issue 48): it never ran. */
  integrityFailures: number;
  /** p75 in milliseconds (LCP, INP) or as the unitless score (CLS); null when there were no samples. */
  lcpP75: number | null;
  inpP75: number | null;
  clsP75: number | null;
}

export type GateOutcome = 'advance' | 'hold' | 'abort' | 'promote';
export const GATE_OUTCOMES: readonly GateOutcome[] = ['advance', 'hold', 'abort', 'promote'];

export interface GateDecision {
  at: string;
  remote: string;
  candidate: string;
  outcome: GateOutcome;
  /** Why, in English, for the log, `pnpm status` and a person. */
  reason: string;
  stable: VersionFigures;
  candidateFigures: VersionFigures;
}

export interface RolloutState {
  remote: RemoteKey;
  /** The version (build id) every visitor gets by default. */
  stable: string;
  /** The version under rollout, or null. */
  candidate: string | null;
  /** Integer percent (0..100) of page requests that get the candidate. */
  share: number;
  /**
   * Index into the configured stages; -1 when no stage runs: no candidate, or one that was aborted
   * (share 0, still reachable on purpose through the override).
   */
  stage: number;
  /** ISO time; the gate's window starts here. */
  stageStartedAt: string;
  lastDecision: GateDecision | null;
}

/** The thresholds and stages of the gate (settings, so tests and teams change them without code). */
export interface RolloutSettings {
  /** The candidate's share per stage, in percent: ascending integers, the last one 100. */
  stages: readonly number[];
  /** How long a stage runs at least before the gate moves the candidate on, in milliseconds. */
  windowMs: number;
  /** Page views each version needs in the window before the gate decides anything. */
  minPageViews: number;
  /**
   * A candidate moves on only once the sequential test shows its error rate at most this many
   * percentage points above stable's (the confidence sequence's upper bound within it).
   */
  errorRateMarginPoints: number;
  /** The same for the load-failure rate. */
  failureRateMarginPoints: number;
  /** The confidence of the gate's sequential test (0.95: a healthy candidate is aborted at most 5 % of the time). */
  confidence: number;
  /** The difference of rates the sequential test finds fastest (its mixture's standard deviation), in percentage points. */
  testScalePoints: number;
  /** The candidate's p75 LCP may be at most this many times stable's. */
  lcpRatio: number;
  /** The candidate's p75 INP may be at most this many times stable's. */
  inpRatio: number;
}

export const DEFAULT_ROLLOUT_SETTINGS: RolloutSettings = Object.freeze({
  stages: Object.freeze([5, 25, 50, 100]),
  windowMs: 10 * 60 * 1000,
  minPageViews: 200,
  errorRateMarginPoints: 1,
  failureRateMarginPoints: 1,
  confidence: 0.95,
  testScalePoints: 2,
  lcpRatio: 1.2,
  inpRatio: 1.2,
});

/** Firestore collection of the rollout states, one document per remote (its registry key). */
export const ROLLOUTS_COLLECTION = 'rollouts';

/** Whether `value` names a remote: a federation name (`mf_…`), of a remote the composer knows or not. */
export const isRemoteKey = (value: unknown): value is RemoteKey => isFederationName(value);

const MAX_STAGES = 20;
const MAX_REASON_LENGTH = 1000;
/** Larger counts than this are no measurement of this site. */
const MAX_COUNT = 1e12;
/** Larger p75 values than this (ms for LCP/INP) are no measurement of a page. */
const MAX_P75 = 1e7;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isIsoTime = (value: unknown): value is string =>
  typeof value === 'string' && ISO_TIME.test(value) && Number.isFinite(Date.parse(value));
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_COUNT;
const isP75 = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_P75);
const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 80) ?? String(value);

/** Figures read from outside (a stored decision, the measurements store), or an Error saying what is wrong. */
export function parseVersionFigures(value: unknown, where = 'figures'): VersionFigures | Error {
  if (!isRecord(value)) return new Error(`${where} is not an object.`);
  const counts = ['pageViews', 'loadFailures', 'recoveries', 'errors'] as const;
  for (const key of counts) {
    if (!isCount(value[key])) return new Error(`${where}.${key} is not a count: ${shown(value[key])}.`);
  }
  // Figures stored before pins were measured have none: 0.
  const integrityFailures = value.integrityFailures ?? 0;
  if (!isCount(integrityFailures))
    return new Error(`${where}.integrityFailures is not a count: ${shown(integrityFailures)}.`);
  const p75s = ['lcpP75', 'inpP75', 'clsP75'] as const;
  for (const key of p75s) {
    if (!isP75(value[key])) return new Error(`${where}.${key} is neither null nor a p75 value: ${shown(value[key])}.`);
  }
  return {
    pageViews: value.pageViews as number,
    loadFailures: value.loadFailures as number,
    recoveries: value.recoveries as number,
    errors: value.errors as number,
    integrityFailures,
    lcpP75: value.lcpP75 as number | null,
    inpP75: value.inpP75 as number | null,
    clsP75: value.clsP75 as number | null,
  };
}

/** A stored gate decision, or an Error. */
export function parseGateDecision(value: unknown, where = 'lastDecision'): GateDecision | Error {
  if (!isRecord(value)) return new Error(`${where} is not an object.`);
  if (!isIsoTime(value.at)) return new Error(`${where}.at is not an ISO time.`);
  if (!isRemoteKey(value.remote))
    return new Error(`${where}.remote is not a federation name (mf_ and lowercase letters, digits, underscores).`);
  if (!isVersionId(value.candidate)) return new Error(`${where}.candidate is not a version id.`);
  if (!GATE_OUTCOMES.includes(value.outcome as GateOutcome))
    return new Error(`${where}.outcome is not one of ${GATE_OUTCOMES.join(', ')}.`);
  if (typeof value.reason !== 'string' || value.reason.length > MAX_REASON_LENGTH) {
    return new Error(`${where}.reason is not a text of at most ${MAX_REASON_LENGTH} characters.`);
  }
  const stable = parseVersionFigures(value.stable, `${where}.stable`);
  if (stable instanceof Error) return stable;
  const candidateFigures = parseVersionFigures(value.candidateFigures, `${where}.candidateFigures`);
  if (candidateFigures instanceof Error) return candidateFigures;
  return {
    at: value.at,
    remote: value.remote,
    candidate: value.candidate,
    outcome: value.outcome as GateOutcome,
    reason: value.reason,
    stable,
    candidateFigures,
  };
}

/**
 * The one reader of a rollout state from outside (a Firestore document): the state with exactly the
 * contract's fields, or an Error with an English reason. Unknown fields are left out; nothing that
 * breaks the contract's rules passes (a candidate equal to stable, a share without a candidate, a
 * share beside an aborted candidate).
 */
export function parseRolloutState(value: unknown): RolloutState | Error {
  const bad = (reason: string) => new Error(`Rollout state: ${reason}`);
  if (!isRecord(value)) return bad('not an object.');
  const { remote, stable, candidate, share, stage, stageStartedAt, lastDecision } = value;
  if (!isRemoteKey(remote))
    return bad(`remote ${shown(remote)} is not a federation name (mf_ and lowercase letters, digits, underscores).`);
  if (!isVersionId(stable)) return bad(`stable ${shown(stable)} is not a version id.`);
  if (candidate !== null && !isVersionId(candidate))
    return bad(`candidate ${shown(candidate)} is neither null nor a version id.`);
  if (candidate === stable) return bad('the candidate is the stable version.');
  if (typeof share !== 'number' || !Number.isInteger(share) || share < 0 || share > 100) {
    return bad(`share ${shown(share)} is not an integer percent.`);
  }
  if (typeof stage !== 'number' || !Number.isInteger(stage) || stage < -1 || stage >= MAX_STAGES) {
    return bad(`stage ${shown(stage)} is not -1 or a stage index.`);
  }
  if (candidate === null && (share !== 0 || stage !== -1)) return bad('without a candidate, share is 0 and stage -1.');
  if (stage === -1 && share !== 0) return bad('outside a stage the share is 0.');
  if (!isIsoTime(stageStartedAt)) return bad('stageStartedAt is not an ISO time.');
  let decision: GateDecision | null = null;
  if (lastDecision !== null && lastDecision !== undefined) {
    const parsed = parseGateDecision(lastDecision);
    if (parsed instanceof Error) return bad(parsed.message);
    if (parsed.remote !== remote) return bad('lastDecision belongs to another remote.');
    decision = parsed;
  }
  return { remote, stable, candidate, share, stage, stageStartedAt, lastDecision: decision };
}

/** A state whose candidate is in a stage: what the gate decides on. */
export type StagedRollout = RolloutState & { candidate: string };
export const isStaged = (state: RolloutState): state is StagedRollout => state.candidate !== null && state.stage >= 0;

/** What the stages must be, completing "stages must be …". */
export const USABLE_STAGES = `1 to ${MAX_STAGES} ascending whole percents ending at 100`;

/** Whether `stages` are shares a rollout can run through: see USABLE_STAGES. */
export function stagesAreUsable(stages: readonly number[]): boolean {
  return (
    stages.length > 0 &&
    stages.length <= MAX_STAGES &&
    stages.every((share, index) => Number.isInteger(share) && share >= 1 && share > (stages[index - 1] ?? 0)) &&
    stages.at(-1) === 100
  );
}
