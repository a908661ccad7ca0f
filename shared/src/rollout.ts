/**
 * The rollout of one remote (issue 31): which version every visitor gets (stable), which version is
 * under rollout (candidate) and for what share of page requests, and the gate's last decision. It
 * lives in Firestore `rollouts/{remote}`; the composer reads it, the gate and the release commands
 * write it. What is read from Firestore is data from outside: `parseRolloutState` is its one reader.
 */
import * as v from 'valibot';
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

const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 80) ?? String(value);

/** A problem of a value read from outside: where it is (`lastDecision.at`) and what is wrong, in English. */
function problemOf(issues: readonly v.BaseIssue<unknown>[], where?: string): string {
  const [issue] = issues;
  const path = [where, issue && v.getDotPath(issue)].filter(Boolean).join('.');
  return path ? `${path} ${issue?.message}` : String(issue?.message);
}

const isoTime = v.pipe(
  v.string(),
  v.regex(ISO_TIME),
  v.check((value) => Number.isFinite(Date.parse(value))),
);
const federationName = v.custom<RemoteKey>(isRemoteKey);
const versionId = v.custom<string>(isVersionId);
const FEDERATION_NAME = 'is not a federation name (mf_ and lowercase letters, digits, underscores).';

const count = v.message(
  v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(MAX_COUNT)),
  (issue) => `is not a count: ${shown(issue.input)}.`,
);
const p75 = v.message(
  v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MAX_P75))),
  (issue) => `is neither null nor a p75 value: ${shown(issue.input)}.`,
);

const versionFigures = v.object(
  {
    pageViews: count,
    loadFailures: count,
    recoveries: count,
    errors: count,
    // Issue 48. Figures stored before pins were measured have none: 0.
    integrityFailures: v.nullish(count, 0),
    lcpP75: p75,
    inpP75: p75,
    clsP75: p75,
  },
  'is not an object.',
);

const reasonText = `is not a text of at most ${MAX_REASON_LENGTH} characters.`;
const gateDecision = v.object(
  {
    at: v.message(isoTime, 'is not an ISO time.'),
    remote: v.message(federationName, FEDERATION_NAME),
    candidate: v.message(versionId, 'is not a version id.'),
    outcome: v.picklist(GATE_OUTCOMES, `is not one of ${GATE_OUTCOMES.join(', ')}.`),
    reason: v.pipe(v.string(reasonText), v.maxLength(MAX_REASON_LENGTH, reasonText)),
    stable: versionFigures,
    candidateFigures: versionFigures,
  },
  'is not an object.',
);

/** A rollout state: its fields, then the contract's rules between them. */
const rolloutState = v.pipe(
  v.object(
    {
      remote: v.message(federationName, (issue) => `${shown(issue.input)} ${FEDERATION_NAME}`),
      stable: v.message(versionId, (issue) => `${shown(issue.input)} is not a version id.`),
      candidate: v.message(v.nullable(versionId), (issue) => `${shown(issue.input)} is neither null nor a version id.`),
      share: v.message(
        v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
        (issue) => `${shown(issue.input)} is not an integer percent.`,
      ),
      stage: v.message(
        v.pipe(v.number(), v.integer(), v.minValue(-1), v.maxValue(MAX_STAGES - 1)),
        (issue) => `${shown(issue.input)} is not -1 or a stage index.`,
      ),
      stageStartedAt: v.message(isoTime, 'is not an ISO time.'),
      lastDecision: v.nullish(gateDecision),
    },
    'not an object.',
  ),
  v.check((state) => state.candidate !== state.stable, 'the candidate is the stable version.'),
  v.check(
    (state) => state.candidate !== null || (state.share === 0 && state.stage === -1),
    'without a candidate, share is 0 and stage -1.',
  ),
  v.check((state) => state.stage !== -1 || state.share === 0, 'outside a stage the share is 0.'),
  v.check(
    (state) => !state.lastDecision || state.lastDecision.remote === state.remote,
    'lastDecision belongs to another remote.',
  ),
);

/** Figures read from outside (a stored decision, the measurements store), or an Error saying what is wrong. */
export function parseVersionFigures(value: unknown, where = 'figures'): VersionFigures | Error {
  const read = v.safeParse(versionFigures, value, { abortEarly: true });
  return read.success ? read.output : new Error(problemOf(read.issues, where));
}

/** A stored gate decision, or an Error. */
export function parseGateDecision(value: unknown, where = 'lastDecision'): GateDecision | Error {
  const read = v.safeParse(gateDecision, value, { abortEarly: true });
  return read.success ? read.output : new Error(problemOf(read.issues, where));
}

/**
 * The one reader of a rollout state from outside (a Firestore document): the state with exactly the
 * contract's fields, or an Error with an English reason. Unknown fields are left out; nothing that
 * breaks the contract's rules passes (a candidate equal to stable, a share without a candidate, a
 * share beside an aborted candidate).
 */
export function parseRolloutState(value: unknown): RolloutState | Error {
  const read = v.safeParse(rolloutState, value, { abortEarly: true });
  if (!read.success) return new Error(`Rollout state: ${problemOf(read.issues)}`);
  return { ...read.output, lastDecision: read.output.lastDecision ?? null };
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
