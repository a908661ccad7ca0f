import { describe, expect, it, vi } from 'vitest';
import { type ConsumesOptions, consumesInSlices } from './consumes-in-slices';

const has = (object: object, key: string | number) => Object.hasOwn(object, key);

/** The runtime's `consumes` as far as it matters here: each module a promise that installs it. */
function runtimeConsumes(log: string[]) {
  return vi.fn((options: ConsumesOptions) => {
    for (const id of options.chunkMapping[options.chunkId] ?? []) {
      log.push(`consume ${id}`);
      const load = Promise.resolve().then(() => {
        options.installedModules[id] = 0;
      });
      options.installedModules[id] = load;
      options.promises.push(load);
    }
  });
}

/** A yield the test releases by hand, one task at a time. */
function handYields(log: string[]) {
  const waiting: (() => void)[] = [];
  const yieldToBrowser = () =>
    new Promise<void>((resolve) => {
      waiting.push(() => {
        log.push('task');
        resolve();
      });
    });
  const nextTurn = async () => {
    waiting.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { yieldToBrowser, nextTurn, waiting };
}

function chunkOptions(installedModules: Record<string, unknown>, promises: Promise<unknown>[]): ConsumesOptions {
  return {
    chunkId: 'routes',
    chunkMapping: { routes: ['react', 'router', 'ui'], other: ['react'] },
    installedModules,
    promises,
    webpackRequire: { o: has },
  };
}

/** A clock that moves on by `step` ms at each reading. */
function clock(step: number) {
  let time = 0;
  return () => {
    time += step;
    return time;
  };
}

describe('consumes in short tasks', () => {
  it("asks for a chunk's shared modules after the chunk's own task, one a task when each fills a slice", async () => {
    const log: string[] = [];
    const consumes = runtimeConsumes(log);
    const { yieldToBrowser, nextTurn } = handYields(log);
    const installed: Record<string, unknown> = {};
    const promises: Promise<unknown>[] = [];
    consumesInSlices(consumes, { yieldToBrowser, now: clock(4), sliceMs: 4 })(chunkOptions(installed, promises));

    expect(consumes).not.toHaveBeenCalled();
    expect(promises).toHaveLength(3);
    for (let turn = 0; turn < 3; turn += 1) await nextTurn();
    expect(log).toEqual(['task', 'consume react', 'task', 'consume router', 'task', 'consume ui']);
    await Promise.all(promises);
    expect(installed).toEqual({ react: 0, router: 0, ui: 0 });
  });

  it('asks for as many as fit in one slice in one task', async () => {
    const log: string[] = [];
    const consumes = runtimeConsumes(log);
    const { yieldToBrowser, nextTurn, waiting } = handYields(log);
    const promises: Promise<unknown>[] = [];
    consumesInSlices(consumes, { yieldToBrowser, now: clock(1), sliceMs: 4 })(chunkOptions({}, promises));
    await nextTurn();
    expect(log).toEqual(['task', 'consume react', 'consume router', 'consume ui']);
    expect(waiting).toHaveLength(0);
    await Promise.all(promises);
  });

  it('lets another chunk that needs a module on its way wait for the same load', async () => {
    const log: string[] = [];
    const consumes = runtimeConsumes(log);
    const { yieldToBrowser, nextTurn } = handYields(log);
    const installed: Record<string, unknown> = {};
    const wrapped = consumesInSlices(consumes, { yieldToBrowser, now: clock(4), sliceMs: 4 });
    const first: Promise<unknown>[] = [];
    const second: Promise<unknown>[] = [];
    wrapped(chunkOptions(installed, first));
    wrapped({ ...chunkOptions(installed, second), chunkId: 'other' });

    expect(second).toEqual([first[0]]);
    for (let turn = 0; turn < 3; turn += 1) await nextTurn();
    await Promise.all([...first, ...second]);
    expect(log.filter((line) => line === 'consume react')).toHaveLength(1);
  });

  it('fails the one module whose turn throws, and goes on with the others', async () => {
    const log: string[] = [];
    const consumes = vi.fn((options: ConsumesOptions) => {
      const [id] = options.chunkMapping[options.chunkId] ?? [];
      if (id === 'router') throw new Error('no router');
      runtimeConsumes(log)(options);
    });
    const { yieldToBrowser, nextTurn } = handYields(log);
    const promises: Promise<unknown>[] = [];
    consumesInSlices(consumes, { yieldToBrowser, now: clock(1), sliceMs: 4 })(chunkOptions({}, promises));
    // The runtime waits for a chunk's promises from the start, as webpack's chunk loading does.
    const allSettled = Promise.allSettled(promises);
    await nextTurn();
    const settled = await allSettled;
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('leaves alone a module already installed and a chunk that needs no shared module', () => {
    const consumes = runtimeConsumes([]);
    const { yieldToBrowser, waiting } = handYields([]);
    const promises: Promise<unknown>[] = [];
    const installed: Record<string, unknown> = { react: 0, router: 0, ui: 0 };
    const wrapped = consumesInSlices(consumes, { yieldToBrowser });
    wrapped(chunkOptions(installed, promises));
    wrapped({ ...chunkOptions(installed, promises), chunkId: 'none' });
    expect(promises).toEqual([0, 0, 0]);
    expect(waiting).toHaveLength(0);
    expect(consumes).not.toHaveBeenCalled();
  });
});
