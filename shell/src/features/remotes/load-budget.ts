import { REMOTE_LOAD_BUDGET_MS } from '../../lib/remote-load-budget';
import { withinTime } from '../../lib/within-time';

export { REMOTE_LOAD_BUDGET_MS };

/** Settles like `work`, or rejects once the load budget has passed. */
export function withinLoadBudget<T>(work: Promise<T>, what: string): Promise<T> {
  return withinTime(
    work,
    REMOTE_LOAD_BUDGET_MS,
    () => new Error(`${what} did not arrive within ${REMOTE_LOAD_BUDGET_MS / 1000} s; giving up.`),
  );
}
