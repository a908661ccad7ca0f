/** An answer may serve this many reuse periods more while its refresh is under way. */
const STALE_FACTOR = 10;

/**
 * Loads by key with one flight per key: concurrent callers share one load, a settled load (answer or
 * error) is reused for `reuseMs`, and a load outlives the caller who gave up on it, so a late answer
 * serves the next request instead of being thrown away. For `staleMs` after that, the last answer is
 * served at once while a new load runs (stale while revalidate): under load no visitor waits for a
 * refresh, and a refresh that is slow because of that load does not turn pages plain. A slow remote
 * gets one request at a time, not one per visitor. `lastAnswer` keeps the newest answer however old,
 * for decisions that must not wait.
 */
export function createSharedFetches<T>(
  load: (key: string) => Promise<T>,
  reuseMs: number,
  staleMs = reuseMs * STALE_FACTOR,
) {
  const inFlight = new Map<string, Promise<T>>();
  const settled = new Map<string, { result: Promise<T>; until: number }>();
  const answers = new Map<string, T>();

  function start(key: string): Promise<T> {
    const result = load(key);
    inFlight.set(key, result);
    const settle = () => {
      inFlight.delete(key);
      if (reuseMs > 0) settled.set(key, { result, until: Date.now() + reuseMs });
    };
    result.then(
      (answer) => {
        answers.set(key, answer);
        settle();
      },
      () => settle(),
    );
    return result;
  }

  function get(key: string): Promise<T> {
    const now = Date.now();
    const reusable = settled.get(key);
    if (reusable && reusable.until > now) return reusable.result;
    const running = inFlight.get(key) ?? start(key);
    const staleEnough = reusable && reusable.until + staleMs > now;
    if (staleEnough && answers.has(key)) return Promise.resolve(answers.get(key) as T);
    return running;
  }

  return { get, lastAnswer: (key: string): T | undefined => answers.get(key) };
}
