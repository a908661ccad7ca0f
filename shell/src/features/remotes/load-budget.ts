import { withinTime } from '../../lib/within-time';

/**
 * How long one page area may take to arrive, everything included: remotes.json, the manifest, the
 * remote entry and the exposed module. Past it the visitor gets the fallback and its retry instead
 * of a loading screen that may never end (a hanging manifest has no timeout of its own; a hanging
 * remote entry gives up only after about 24 s).
 */
export const REMOTE_LOAD_BUDGET_MS = 8_000;

/** Settles like `work`, or rejects once the load budget has passed. */
export function withinLoadBudget<T>(work: Promise<T>, what: string): Promise<T> {
  return withinTime(
    work,
    REMOTE_LOAD_BUDGET_MS,
    () => new Error(`${what} did not arrive within ${REMOTE_LOAD_BUDGET_MS / 1000} s; giving up.`),
  );
}
