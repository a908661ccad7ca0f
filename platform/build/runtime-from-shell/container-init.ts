import type * as FederationRuntime from '@module-federation/enhanced/runtime';

type Runtime = Pick<typeof FederationRuntime, 'createInstance' | 'getInstance'>;
type InitOptions = Parameters<typeof FederationRuntime.init>[0];

/**
 * The runtime's `init` for a remote container on the shell's runtime. The library's `init` first looks
 * for an instance that carries its build's id, and every instance the shell's runtime-core makes carries
 * the shell's id (module-federation/core#5029): the shell's `init` would give the remote the shell's own
 * instance. This one looks by name and version only, as the remote's own copy of `init` did (its build
 * id matched no instance): a new instance, or the one an earlier run of this container made.
 */
export function containerInit(runtime: Runtime) {
  return (options: InitOptions) => {
    const normalized = { ...options, id: options.id || '' };
    const sameVersion = (version: string | undefined) => (version || undefined) === (options.version || undefined);
    const existing = runtime.getInstance(
      (instance) => instance.options.name === options.name && sameVersion(instance.options.version),
    );
    if (!existing) return runtime.createInstance(normalized);
    existing.initOptions(normalized);
    return existing;
  };
}
