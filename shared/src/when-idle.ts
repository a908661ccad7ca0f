export interface IdleWait {
  /** The longest the callback waits for an idle moment. */
  timeoutMs: number;
  /** Where the browser has no requestIdleCallback (Safari): how long it waits instead. */
  fallbackMs?: number;
}

/**
 * Runs `callback` in the browser's next idle moment, at most `timeoutMs` later; returns the function
 * that cancels it. Stateless, so each app bundles its own copy (not a federation singleton): the
 * shell's federated entry calls it before federation has negotiated any shared module.
 */
export function whenIdle(callback: () => void, { timeoutMs, fallbackMs = timeoutMs }: IdleWait): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const request = window.requestIdleCallback(() => callback(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(request);
  }
  const timer = window.setTimeout(callback, fallbackMs);
  return () => window.clearTimeout(timer);
}
