import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isLoopbackUrl, snapshotLoopbackProblem } from './loopback-urls';

function refusal(remote: string, problem: string): Error {
  return new Error(
    `Remote "${remote}" is overridden to this machine, but ${problem}; refusing to load it. Overrides may load only from localhost, 127.0.0.1 or [::1].`,
  );
}

/**
 * Keeps an overridden remote on this machine at every step the federation runtime takes: the
 * manifest's digest before any of its URLs is used (and before getPublicPath could run), the
 * resolved entry, and each manifest, script and stylesheet request. Checking only the override's
 * manifest URL let a local manifest point the browser at code on any host.
 */
export function loopbackGuardPlugin(localRemotes: ReadonlySet<string>): ModuleFederationRuntimePlugin {
  const requireLoopback = (remote: string | undefined, url: string, what: string) => {
    if (remote === undefined || !localRemotes.has(remote) || isLoopbackUrl(url)) return;
    throw refusal(remote, `its ${what} is ${url}`);
  };
  return {
    name: 'codekade-loopback-guard',
    loadRemoteSnapshot(args) {
      const remote = args.moduleInfo.name;
      if (!localRemotes.has(remote)) return args;
      const problem = snapshotLoopbackProblem(args.remoteSnapshot as object);
      if (problem) throw refusal(remote, problem);
      return args;
    },
    afterResolve(args) {
      requireLoopback(args.remoteInfo.name, args.remoteInfo.entry, 'remote entry');
      return args;
    },
    loadEntry({ remoteInfo }) {
      requireLoopback(remoteInfo.name, remoteInfo.entry, 'remote entry');
    },
    fetch(url, _init, remoteInfo) {
      requireLoopback(remoteInfo?.name, url, 'manifest');
    },
    createScript({ url, remoteInfo }) {
      requireLoopback(remoteInfo?.name, url, 'script');
    },
    createLink({ url, remoteInfo }) {
      requireLoopback(remoteInfo?.name, url, 'stylesheet or preload');
    },
  };
}
