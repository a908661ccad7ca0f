/**
 * The automatic gate of a rollout (issue 31): compares a candidate's measurements with the stable
 * version's over the same window and decides to hold, advance to the next stage, abort (share 0 at
 * once) or promote (the candidate becomes stable). Pure: the runner reads the figures and applies
 * the decision; this module only decides, so every rule is unit-tested.
 */
import type {
  GateDecision,
  GateOutcome,
  RolloutSettings,
  StagedRollout,
  VersionFigures,
} from '@codekade/shared/rollout';
import { type RateDifference, type RateSample, rateDifference } from './sequential-test';

/**
 * At the last stage the candidate has every page, so stable has no figures of its own in the stage's
 * window: it is compared with what stable did before the stage began, over at least this long.
 */
export const STABLE_LOOKBACK_AT_FULL_SHARE_MS = 60 * 60 * 1000;

export interface FiguresWindow {
  since: Date;
  until: Date;
}

/** Whether the candidate has every page: the stage's share is 100 % or it is the last stage. */
export function isLastStage(state: StagedRollout, settings: RolloutSettings): boolean {
  return state.share >= 100 || state.stage >= settings.stages.length - 1;
}

/**
 * The windows the figures of both versions are read over: the stage so far, for both; at the last
 * stage stable's is the time before the stage (see STABLE_LOOKBACK_AT_FULL_SHARE_MS).
 */
export function figureWindows(
  state: StagedRollout,
  settings: RolloutSettings,
  now: Date,
): { stable: FiguresWindow; candidate: FiguresWindow } {
  const started = new Date(Math.min(Date.parse(state.stageStartedAt), now.getTime()));
  const candidate = { since: started, until: now };
  if (state.share < 100) return { stable: candidate, candidate };
  const lookback = Math.max(settings.windowMs, STABLE_LOOKBACK_AT_FULL_SHARE_MS);
  return { stable: { since: new Date(started.getTime() - lookback), until: started }, candidate };
}

const points = (fraction: number) => (fraction * 100).toFixed(2);

/** The sequential test's evidence on one rate: both samples, the difference's bounds and the statistic. */
export interface RateEvidence {
  name: string;
  candidate: RateSample;
  stable: RateSample;
  difference: RateDifference;
  /** The settings' margin for moving on, in percentage points. */
  marginPoints: number;
}

/** The always-valid comparison of the candidate's error, load-failure and integrity-failure rates with stable's. */
export function rateEvidence(
  stable: VersionFigures,
  candidate: VersionFigures,
  settings: RolloutSettings,
): RateEvidence[] {
  const rates = [
    ['error rate', 'errors', settings.errorRateMarginPoints],
    ['load-failure rate', 'loadFailures', settings.failureRateMarginPoints],
    // A file that is not the one its build pinned never runs: worse than stable, the candidate is aborted (issue 48).
    ['integrity-failure rate', 'integrityFailures', settings.failureRateMarginPoints],
  ] as const;
  const test = { alpha: 1 - settings.confidence, scale: settings.testScalePoints / 100 };
  return rates.map(([name, field, marginPoints]) => {
    const candidateSample = { count: candidate[field], views: candidate.pageViews };
    const stableSample = { count: stable[field], views: stable.pageViews };
    const difference = rateDifference(candidateSample, stableSample, test);
    return { name, candidate: candidateSample, stable: stableSample, difference, marginPoints };
  });
}

/** The evidence in one line of English: the samples, the difference, its bounds and the statistic. */
export function evidenceText(evidence: RateEvidence, confidence: number): string {
  const { name, candidate, stable, difference } = evidence;
  return (
    `${name} ${candidate.count}/${candidate.views} against stable's ${stable.count}/${stable.views}: ` +
    `difference ${points(difference.estimate)} pp, ${Math.round(confidence * 1000) / 10} % always-valid bounds ` +
    `[${points(difference.lower)}, ${points(difference.upper)}] pp, log LR ${difference.logLikelihoodRatio.toFixed(2)} ` +
    `(threshold ${difference.threshold.toFixed(2)})`
  );
}

/**
 * What makes the candidate worse than stable (English), or nothing: a rate whose always-valid
 * bounds lie wholly above stable's (worse with the configured confidence), or a p75 vital above
 * stable's times the ratio.
 */
export function regressions(stable: VersionFigures, candidate: VersionFigures, settings: RolloutSettings): string[] {
  const found = rateEvidence(stable, candidate, settings)
    .filter((evidence) => evidence.difference.lower > 0)
    .map((evidence) => evidenceText(evidence, settings.confidence));
  const vitals = [
    ['p75 LCP', 'lcpP75', settings.lcpRatio],
    ['p75 INP', 'inpP75', settings.inpRatio],
  ] as const;
  for (const [name, field, ratio] of vitals) {
    const candidateValue = candidate[field];
    const stableValue = stable[field];
    // No samples on either side is no evidence either way; the page-view minimum guards the rest.
    if (candidateValue === null || stableValue === null) continue;
    if (candidateValue > stableValue * ratio) {
      found.push(
        `${name} ${Math.round(candidateValue)} ms against stable's ${Math.round(stableValue)} ms (at most ×${ratio})`,
      );
    }
  }
  return found;
}

/**
 * The gate's decision for a candidate in a stage, with the figures of both versions over the
 * windows of `figureWindows`. In this order: no decision below the minimum page views of either
 * version (hold); a regression (worse than stable with the configured confidence, by the
 * always-valid test, so looking every minute does not add false aborts) aborts at once, without
 * waiting for the window's end; otherwise the candidate holds until the stage has run for the
 * window and the test bounds both rates within their margins (undecided: hold), then advances, or
 * at the last stage is promoted to stable. Every reason names the evidence.
 */
export function decide(
  state: StagedRollout,
  stableFigures: VersionFigures,
  candidateFigures: VersionFigures,
  settings: RolloutSettings,
  now: Date,
): GateDecision {
  const decision = (outcome: GateOutcome, reason: string): GateDecision => ({
    at: now.toISOString(),
    remote: state.remote,
    candidate: state.candidate,
    outcome,
    reason,
    stable: stableFigures,
    candidateFigures,
  });
  const { minPageViews } = settings;
  if (candidateFigures.pageViews < minPageViews || stableFigures.pageViews < minPageViews) {
    return decision(
      'hold',
      `waiting for page views: candidate ${candidateFigures.pageViews}, stable ${stableFigures.pageViews}, ` +
        `each needs ${minPageViews}`,
    );
  }
  const found = regressions(stableFigures, candidateFigures, settings);
  if (found.length > 0) return decision('abort', found.join('; '));
  const evidence = rateEvidence(stableFigures, candidateFigures, settings);
  const shown = evidence.map((rate) => evidenceText(rate, settings.confidence)).join('; ');
  const ranMs = now.getTime() - Date.parse(state.stageStartedAt);
  if (ranMs < settings.windowMs) {
    const left = Math.ceil((settings.windowMs - ranMs) / 1000);
    return decision('hold', `not worse so far; the stage's window ends in ${left} s; ${shown}`);
  }
  const undecided = evidence.filter((rate) => rate.difference.upper * 100 > rate.marginPoints);
  if (undecided.length > 0) {
    const names = undecided.map((rate) => `${rate.name} (margin +${rate.marginPoints} pp)`).join(', ');
    return decision('hold', `undecided: not yet shown within the margin: ${names}; ${shown}`);
  }
  if (isLastStage(state, settings))
    return decision('promote', `healthy at ${state.share} % for the whole window; ${shown}`);
  const next = settings.stages[state.stage + 1] ?? 100;
  return decision('advance', `healthy at ${state.share} % for the whole window; on to ${next} %; ${shown}`);
}
