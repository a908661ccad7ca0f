/**
 * At most one log line per key (a remote, or the shell) and interval, with how many were left out:
 * a remote that is down must not write one line per visitor under load.
 */
export function createLimitedWarnings(warn: (message: string) => void, intervalMs: number) {
  const last = new Map<string, { at: number; skipped: number }>();
  return (key: string, message: string) => {
    const now = Date.now();
    const previous = last.get(key);
    if (previous && now - previous.at < intervalMs) {
      previous.skipped += 1;
      return;
    }
    const skipped = previous?.skipped ? ` (${previous.skipped} more like it left out)` : '';
    last.set(key, { at: now, skipped: 0 });
    warn(`${message}${skipped}`);
  };
}
