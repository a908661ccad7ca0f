import { nextTask } from '@codekade/shared/next-task';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Loading a remote runs its entry, shares the singletons with it, loads its routes module's files and
 * runs that module: one long task on a phone if nothing yields. The runtime awaits these hooks, so each
 * step starts in a task of its own, and a tap or a frame can come between.
 */
export function yieldingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'codekade-yield-between-steps',
    async beforeInitContainer(args) {
      await nextTask();
      return args;
    },
    async beforeGetExpose() {
      await nextTask();
    },
    async afterGetExpose() {
      await nextTask();
    },
  };
}
