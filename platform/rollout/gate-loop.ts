/**
 * Runs the gate again and again on an interval, one pass at a time (a slow pass is never overlapped):
 * npm start's gate. Production's runs once a minute as a scheduled function (serving/gate-function).
 * A warning that repeats pass after pass (figures that stay unreadable) is written once, and again
 * only after it changed or the remote's pass went well in between.
 */
import { writeLogEntry } from '@codekade/serving/rollout/gate-log';
import { type GateRunOptions, runGate } from '@codekade/serving/rollout/gate-runner';

export const DEFAULT_GATE_INTERVAL_MS = 5000;

export function startGateLoop(options: GateRunOptions & { intervalMs?: number }) {
  const { intervalMs = DEFAULT_GATE_INTERVAL_MS, log: write = writeLogEntry, ...run } = options;
  const lastWarning = new Map<string, string>();
  const log: typeof write = (entry) => {
    if (entry.severity === 'WARNING') {
      const key = String(entry.remote ?? '');
      if (lastWarning.get(key) === entry.message) return;
      lastWarning.set(key, entry.message);
    }
    write(entry);
  };
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runGate({ ...run, log })
      .then((results) => {
        for (const result of results) if (!result.problem) lastWarning.delete(result.remote);
      })
      .catch((error: unknown) => log({ severity: 'WARNING', message: `rollout-gate pass failed: ${String(error)}` }))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
