import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isOverrideFileUrl, snapshotHostProblem } from '../../lib/loopback-urls';

function refusal(remote: string, problem: string): Error {
  return new Error(
    `Remote "${remote}" is overridden, but ${problem}; refusing to load it. An override loads only from this machine (localhost, 127.0.0.1, [::1]) or from its own preview channel.`,
  );
}

/**
 * Keeps an overridden remote on its override's host (this machine, or its preview channel) at every
 * step the federation runtime takes: the manifest's digest before any of its URLs is used (and before
 * getPublicPath could run), the resolved entry, and each manifest, script and stylesheet request.
 * Checking only the override's manifest URL let a manifest point the browser at code on any host.
 * `overrides` maps each overridden remote to its manifest URL.
 */
export function loopbackGuardPlugin(
  overrides: Readonly<Record<string, string | undefined>>,
): ModuleFederationRuntimePlugin {
  const manifestOf = (remote: string | undefined) =>
    remote !== undefined && Object.hasOwn(overrides, remote) ? overrides[remote] : undefined;
  const requireLoopback = (remote: string | undefined, url: string, what: string) => {
    const manifestUrl = manifestOf(remote);
    if (remote === undefined || manifestUrl === undefined || isOverrideFileUrl(manifestUrl, url)) return;
    throw refusal(remote, `its ${what} is ${url}`);
  };
  return {
    name: 'codekade-loopback-guard',
    loadRemoteSnapshot(args) {
      const remote = args.moduleInfo.name;
      const manifestUrl = manifestOf(remote);
      if (manifestUrl === undefined) return args;
      const problem = snapshotHostProblem(args.remoteSnapshot as object, manifestUrl);
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
