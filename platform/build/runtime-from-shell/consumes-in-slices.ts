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

/** How long one task may ask for shared modules: well under the 50 ms of a long task on a 4× slower phone. */
export const CONSUMES_SLICE_MS = 4;

interface Slicing {
  yieldToBrowser?: () => Promise<void>;
  now?: () => number;
  sliceMs?: number;
}

/**
 * The bundler runtime's `consumes`, in short tasks. A chunk needs a dozen shared modules, and the
 * runtime asks the share scope for each of them (hooks, version checks) in the one task that requests
 * the chunk: on a phone the longest task of loading a remote. Here the modules' turns come after that
 * task, as many in a task as fit in CONSUMES_SLICE_MS, so a tap or a frame can come between them
 * without a yield for every module. A module is marked as on its way at once, so another chunk that
 * needs it waits for the same load.
 */
export function consumesInSlices(
  consumes: Consumes,
  { yieldToBrowser = nextTask, now = () => performance.now(), sliceMs = CONSUMES_SLICE_MS }: Slicing = {},
): Consumes {
  const turns: (() => void)[] = [];
  let draining = false;
  const drain = async () => {
    draining = true;
    while (turns.length > 0) {
      await yieldToBrowser();
      const sliceStart = now();
      do turns.shift()?.();
      while (turns.length > 0 && now() - sliceStart < sliceMs);
    }
    draining = false;
  };

  return (options) => {
    const { chunkId, chunkMapping, installedModules, promises, webpackRequire } = options;
    if (!webpackRequire.o(chunkMapping, chunkId)) return;
    for (const id of chunkMapping[chunkId] ?? []) {
      if (webpackRequire.o(installedModules, id)) {
        promises.push(installedModules[id] as Promise<unknown>);
        continue;
      }
      const turn = new Promise<unknown>((resolve, reject) => {
        turns.push(() => {
          try {
            // The runtime's own bookkeeping for this module starts now (its promise, then 0 once installed).
            delete installedModules[id];
            const loads: Promise<unknown>[] = [];
            consumes({ ...options, chunkMapping: { [chunkId]: [id] }, promises: loads });
            resolve(Promise.all(loads));
          } catch (error) {
            reject(error);
          }
        });
      });
      installedModules[id] = turn;
      promises.push(turn);
    }
    if (!draining && turns.length > 0) void drain();
  };
}
