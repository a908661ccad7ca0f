/**
 * The gate's log lines: one JSON object per line, which Cloud Logging reads as a structured entry
 * (`severity`, `message`, the rest in `jsonPayload`). An abort is severity ERROR with a message that
 * starts with GATE_ABORT_MESSAGE, so one alert matches it:
 *   severity=ERROR AND jsonPayload.message=~"^rollout-gate abort"
 */
import type { GateDecision, RolloutState } from '@codekade/shared/rollout';

export const GATE_ABORT_MESSAGE = 'rollout-gate abort';

export interface GateLogEntry {
  severity: 'ERROR' | 'NOTICE' | 'INFO' | 'WARNING';
  message: string;
  [field: string]: unknown;
}

/** The entry for a decision the gate applied (holds are not logged: `pnpm status` shows the last one). */
export function decisionLogEntry(before: RolloutState, decision: GateDecision): GateLogEntry | undefined {
  const { remote, candidate, outcome, reason } = decision;
  const fields = {
    remote,
    stable: before.stable,
    candidate,
    share: before.share,
    stage: before.stage,
    outcome,
    reason,
    stableFigures: decision.stable,
    candidateFigures: decision.candidateFigures,
    at: decision.at,
  };
  switch (outcome) {
    case 'abort':
      return {
        severity: 'ERROR',
        message: `${GATE_ABORT_MESSAGE} ${remote}: ${candidate} from ${before.share} % back to 0 %, ${before.stable} serves everyone. ${reason}`,
        ...fields,
      };
    case 'advance':
      return { severity: 'INFO', message: `rollout-gate advance ${remote}: ${candidate}. ${reason}`, ...fields };
    case 'promote':
      return {
        severity: 'NOTICE',
        message: `rollout-gate promote ${remote}: ${candidate} is stable. ${reason}`,
        ...fields,
      };
    case 'hold':
      return undefined;
  }
}

/** Writes one entry as one line: errors to stderr, the rest to stdout (both reach Cloud Logging). */
export function writeLogEntry(entry: GateLogEntry): void {
  const line = JSON.stringify(entry);
  if (entry.severity === 'ERROR' || entry.severity === 'WARNING') console.error(line);
  else console.log(line);
}
