import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Before a remote's container starts, drops from the share scope it joins the shared modules that
 * remote provided and nothing has loaded. Only an earlier container of the same remote in this page
 * can have provided them (a release this page moved away from, or a load that failed), and their
 * files may be gone with that release: a newer build providing the same version would otherwise be
 * handed the old build's module, and fail on its missing file.
 *
 * `registerRemotes(…, { force: true })` means to do this itself, but it finds the remote's runtime
 * instance by `<name>:<build version>`, and a remote that runs on the shell's runtime carries the
 * shell's id (module-federation/core#5029), so the entries stay. Changed only through this hook's own
 * argument, the scope the runtime is about to hand the container (README: "Release recovery and the
 * federation runtime").
 */
export function abandonedSharesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'codekade-drop-abandoned-shares',
    beforeInitContainer(args) {
      for (const versions of Object.values(args.shareScope)) {
        for (const [version, shared] of Object.entries(versions)) {
          if (shared.from === args.remoteInfo.name && !shared.loaded && !shared.lib) delete versions[version];
        }
      }
      return args;
    },
  };
}
