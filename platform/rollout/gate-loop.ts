/**
 * Runs the gate again and again on an interval, one pass at a time (a slow pass is never overlapped):
 * npm start's gate. Production's runs once a minute as a scheduled function (gate-function.ts).
 */
import { type GateRunOptions, runGate } from './gate-runner';

export const DEFAULT_GATE_INTERVAL_MS = 5000;

export function startGateLoop(options: GateRunOptions & { intervalMs?: number }) {
  const { intervalMs = DEFAULT_GATE_INTERVAL_MS, ...run } = options;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runGate(run)
      .catch((error: unknown) =>
        (run.log ?? ((entry) => console.error(JSON.stringify(entry))))({
          severity: 'WARNING',
          message: `rollout-gate pass failed: ${String(error)}`,
        }),
      )
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
