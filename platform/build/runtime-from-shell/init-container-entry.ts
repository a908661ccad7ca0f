import type { InitContainerEntryOptions, WebpackRequire } from '@module-federation/webpack-bundler-runtime';

/**
 * The bundler runtime's `initContainerEntry` (what a remote container's `init` runs), for a remote entry
 * on the shell's bundler runtime. The shell exposes nothing, so its build leaves the library's function
 * out, and no public export of the library carries it alone (its module's other functions bring the
 * runtime they hand over back in, about 9 KB gzip). This is the library's function of the version the
 * hand-over was checked against (CHECKED_FEDERATION_VERSION, @module-federation/webpack-bundler-runtime,
 * MIT); `federation-version.test.ts` runs both on the same calls and fails on another version.
 *
 * It starts the container's own instance with the host's options and share scopes, then initialises
 * sharing (`webpackRequire.I`) for the scope the host asked for.
 */
export function initContainerEntry({
  webpackRequire,
  shareScope,
  initScope,
  shareScopeKey,
  remoteEntryInitOptions,
}: InitContainerEntryOptions): ReturnType<WebpackRequire['I']> | Promise<boolean> | undefined {
  const { federation } = webpackRequire;
  if (!webpackRequire.S || !federation?.instance || !federation.initOptions) return undefined;
  const instance = federation.instance;
  instance.initOptions({ name: federation.initOptions.name, remotes: [], ...remoteEntryInitOptions });
  const hostKeys = remoteEntryInitOptions?.shareScopeKeys;
  const hostMap = remoteEntryInitOptions?.shareScopeMap;
  const extra = () => ({ hostShareScopeMap: hostMap || {} });
  /** The host's scope of that name, made when it has none yet. */
  const hostScope = (map: NonNullable<typeof hostMap>, key: string) => {
    if (!map[key]) map[key] = {};
    return map[key];
  };
  if (!shareScopeKey || typeof shareScopeKey === 'string') {
    if (Array.isArray(hostKeys)) {
      // A host that names its scopes without a map of them fails here, as the library's function does.
      for (const key of hostKeys)
        instance.initShareScopeMap(key, hostScope(hostMap as NonNullable<typeof hostMap>, key), extra());
    } else instance.initShareScopeMap(shareScopeKey || 'default', shareScope, extra());
  } else {
    for (const key of shareScopeKey) {
      if (!hostKeys || !hostMap) instance.initShareScopeMap(key, shareScope, extra());
      else instance.initShareScopeMap(key, hostScope(hostMap, key), extra());
    }
  }
  if (federation.attachShareScopeMap) federation.attachShareScopeMap(webpackRequire);
  if (!Array.isArray(shareScopeKey)) return webpackRequire.I(shareScopeKey || 'default', initScope);
  if (federation.initOptions.shared) return webpackRequire.I(shareScopeKey, initScope);
  return Promise.all(shareScopeKey.map((key) => webpackRequire.I(key, initScope))).then(() => true);
}
