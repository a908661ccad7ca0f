interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a task of its own, so the work before and after it are two tasks on a phone's main
 * thread instead of one long one (input and paint can run between). `scheduler.yield()` keeps the
 * work's place in line where the browser has it.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
