import { describe, expect, it, vi } from 'vitest';
import { containerInit } from './container-init';

type Runtime = Parameters<typeof containerInit>[0];
type Instance = ReturnType<Runtime['createInstance']>;

/** The shell's runtime with its instances, each carrying the shell's build id as runtime-core gives it. */
function shellRuntime(existing: { name: string; version?: string }[]) {
  const instances = existing.map(
    (options) => ({ options: { id: 'shell:1.0.0', ...options }, initOptions: vi.fn() }) as unknown as Instance,
  );
  const created = { options: { name: 'new' } } as unknown as Instance;
  const runtime = {
    getInstance: (finder: (instance: Instance) => boolean) => instances.find(finder) ?? null,
    createInstance: vi.fn(() => created),
  } as unknown as Runtime;
  return { runtime, instances, created };
}

describe("a remote container's init on the shell's runtime", () => {
  it("makes the container's own instance, never the shell's (which carries the build id the shell's init looks for)", () => {
    const { runtime, instances, created } = shellRuntime([{ name: 'shell' }]);
    expect(containerInit(runtime)({ name: 'mf_home', remotes: [] })).toBe(created);
    expect(runtime.createInstance).toHaveBeenCalledWith({ name: 'mf_home', remotes: [], id: '' });
    expect(instances[0]?.initOptions).not.toHaveBeenCalled();
  });

  it('takes the instance an earlier run of the same container made, of the same version', () => {
    const { runtime, instances } = shellRuntime([
      { name: 'shell' },
      { name: 'mf_home', version: '2' },
      { name: 'mf_home' },
    ]);
    expect(containerInit(runtime)({ name: 'mf_home', remotes: [] })).toBe(instances[2]);
    expect(instances[2]?.initOptions).toHaveBeenCalledWith({ name: 'mf_home', remotes: [], id: '' });
    expect(containerInit(runtime)({ name: 'mf_home', version: '2', remotes: [] })).toBe(instances[1]);
    expect(runtime.createInstance).not.toHaveBeenCalled();
  });
});
