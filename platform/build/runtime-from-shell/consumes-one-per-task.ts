import { nextTask } from '@codekade/shared/next-task';

/** What the bundler runtime's `consumes` reads of the arguments a remote entry gives it. */
export interface ConsumesOptions {
  chunkId: string | number;
  promises: Promise<unknown>[];
  chunkMapping: Record<string | number, (string | number)[]>;
  installedModules: Record<string | number, unknown>;
  webpackRequire: { o(object: object, key: string | number): boolean };
  [more: string]: unknown;
}

export type Consumes = (options: ConsumesOptions) => void;

/**
 * The bundler runtime's `consumes`, one shared module a task. A remote's chunk needs a dozen shared
 * modules, and the runtime asks the share scope for each of them (hooks, version checks) in the one
 * task that requests the chunk: on a phone the longest task of loading a remote. Here each module's
 * turn comes in a task of its own, so a tap or a frame can come between them. A module is marked as
 * on its way at once, so another chunk that needs it waits for the same load.
 */
export function consumesOnePerTask(consumes: Consumes, yieldToBrowser: () => Promise<void> = nextTask): Consumes {
  return (options) => {
    const { chunkId, chunkMapping, installedModules, promises, webpackRequire } = options;
    if (!webpackRequire.o(chunkMapping, chunkId)) return;
    for (const id of chunkMapping[chunkId] ?? []) {
      if (webpackRequire.o(installedModules, id)) {
        promises.push(installedModules[id] as Promise<unknown>);
        continue;
      }
      const turn = yieldToBrowser().then(() => {
        // The runtime's own bookkeeping for this module starts now (its promise, then 0 once installed).
        delete installedModules[id];
        const loads: Promise<unknown>[] = [];
        consumes({ ...options, chunkMapping: { [chunkId]: [id] }, promises: loads });
        return Promise.all(loads);
      });
      installedModules[id] = turn;
      promises.push(turn);
    }
  };
}
