import { describe, expect, it, vi } from 'vitest';
import { type ConsumesOptions, consumesOnePerTask } from './consumes-one-per-task';

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

describe('consumes, one shared module a task', () => {
  it("asks the runtime for each of a chunk's shared modules in a task of its own", async () => {
    const log: string[] = [];
    const consumes = runtimeConsumes(log);
    const { yieldToBrowser, nextTurn } = handYields(log);
    const installed: Record<string, unknown> = {};
    const promises: Promise<unknown>[] = [];
    consumesOnePerTask(consumes, yieldToBrowser)(chunkOptions(installed, promises));

    expect(consumes).not.toHaveBeenCalled();
    expect(promises).toHaveLength(3);
    for (let turn = 0; turn < 3; turn += 1) await nextTurn();
    expect(log).toEqual(['task', 'consume react', 'task', 'consume router', 'task', 'consume ui']);
    await Promise.all(promises);
    expect(installed).toEqual({ react: 0, router: 0, ui: 0 });
  });

  it('lets another chunk that needs a module on its way wait for the same load', async () => {
    const log: string[] = [];
    const consumes = runtimeConsumes(log);
    const { yieldToBrowser, nextTurn } = handYields(log);
    const installed: Record<string, unknown> = {};
    const wrapped = consumesOnePerTask(consumes, yieldToBrowser);
    const first: Promise<unknown>[] = [];
    const second: Promise<unknown>[] = [];
    wrapped(chunkOptions(installed, first));
    wrapped({ ...chunkOptions(installed, second), chunkId: 'other' });

    expect(second).toEqual([first[0]]);
    for (let turn = 0; turn < 3; turn += 1) await nextTurn();
    await Promise.all([...first, ...second]);
    expect(log.filter((line) => line === 'consume react')).toHaveLength(1);
  });

  it('leaves alone a module already installed and a chunk that needs no shared module', () => {
    const consumes = runtimeConsumes([]);
    const { yieldToBrowser, waiting } = handYields([]);
    const promises: Promise<unknown>[] = [];
    const installed: Record<string, unknown> = { react: 0, router: 0, ui: 0 };
    consumesOnePerTask(consumes, yieldToBrowser)(chunkOptions(installed, promises));
    consumesOnePerTask(consumes, yieldToBrowser)({ ...chunkOptions(installed, promises), chunkId: 'none' });
    expect(promises).toEqual([0, 0, 0]);
    expect(waiting).toHaveLength(0);
    expect(consumes).not.toHaveBeenCalled();
  });
});
