import { withinTime } from '../src/lib/within-time';

/** How long a page waits for the rollout states before every remote is served stable. */
const ROLLOUT_BUDGET_MS = 300;
const NO_ROLLOUTS: ReadonlyMap<string, unknown> = new Map();

/**
 * The rollout states within a short budget, for picking the request's versions: Firestore that fails,
 * hangs or holds nonsense gives every remote its stable version (or its root), never an error page.
 */
export async function rolloutStatesWithin({
  rollouts,
  warn,
}: {
  rollouts: (() => Promise<ReadonlyMap<string, unknown>>) | undefined;
  warn: (key: string, message: string) => void;
}): Promise<ReadonlyMap<string, unknown>> {
  if (!rollouts) return NO_ROLLOUTS;
  try {
    return await withinTime(
      rollouts(),
      ROLLOUT_BUDGET_MS,
      () => new Error(`no rollout states within ${ROLLOUT_BUDGET_MS} ms`),
    );
  } catch (error) {
    warn('shell', `[composer] rollouts: ${String(error)}; serving stable versions.`);
    return NO_ROLLOUTS;
  }
}
