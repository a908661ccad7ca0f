import { afterEach, describe, expect, it, vi } from 'vitest';
import giveBundlerRuntime from './give';
import { HANDED_BUNDLER_RUNTIME, type HandedBundlerRuntime } from './handover';

const globals = globalThis as Record<string, unknown>;

/** The shell's `__webpack_require__` as the federation runtime leaves it before `beforeInit`. */
function shellRequire() {
  const consumes = vi.fn();
  const federation = { runtime: {}, attachShareScopeMap: vi.fn(), bundlerRuntime: { consumes, remotes: vi.fn() } };
  globals.__webpack_require__ = { federation };
  return { federation, consumes };
}

describe("the shell's hand-over of its bundler runtime", () => {
  afterEach(() => {
    delete globals.__webpack_require__;
    delete globals[HANDED_BUNDLER_RUNTIME];
  });

  it("hands the library's functions to the remote entries and asks for the shell's own shared modules in short tasks", () => {
    const { federation, consumes } = shellRequire();
    giveBundlerRuntime().beforeInit({});
    const handed = globals[HANDED_BUNDLER_RUNTIME] as HandedBundlerRuntime;
    expect(handed.bundlerRuntime.consumes).toBe(consumes);
    expect(federation.bundlerRuntime.consumes).not.toBe(consumes);
    expect(federation.bundlerRuntime.remotes).toBe(handed.bundlerRuntime.remotes);
  });

  it('hands over once: a second start of the runtime wraps nothing twice', () => {
    const { federation, consumes } = shellRequire();
    const plugin = giveBundlerRuntime();
    plugin.beforeInit({});
    const shellConsumes = federation.bundlerRuntime.consumes;
    plugin.beforeInit({});
    expect(federation.bundlerRuntime.consumes).toBe(shellConsumes);
    expect((globals[HANDED_BUNDLER_RUNTIME] as HandedBundlerRuntime).bundlerRuntime.consumes).toBe(consumes);
  });
});
