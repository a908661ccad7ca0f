interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a task of its own, so the work before and after it are two tasks on a phone's main
 * thread instead of one long one: input and paint (a tapped button's new label) run between.
 * `scheduler.yield()` keeps the work's place in line where the browser has it.
 *
 * Stateless, so each app bundles its own copy (not a federation singleton): the shell's federated
 * entry calls it before federation has negotiated any shared module.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
