/** What the inline start-up script hands to the shell's bundle. */
export interface EarlyRemoteLoad {
  config: Promise<unknown>;
  manifest?: { url: string; response: Promise<Response> };
}

declare global {
  interface Window {
    __codekadeEarlyRemoteLoad?: EarlyRemoteLoad;
  }
}

interface RoutesManifestShape {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/**
 * Runs inline in the shell's HTML, before any bundle: fetches remotes.json, then the current area's
 * manifest, and preloads that remote's entry and page files, so they download while the shell's
 * own JavaScript does instead of after it. Serialised with toString(), so it uses nothing outside.
 */
export function startEarlyRemoteLoad(areas: [basePath: string, remote: string][], configUrl: string): void {
  const path = window.location.pathname;
  const area = areas.find(([base]) => (base === '/' ? path === '/' : path === base || path.startsWith(`${base}/`)));
  const config = fetch(configUrl).then((response) => {
    if (!response.ok) throw new Error(`${configUrl} answered HTTP ${response.status}.`);
    return response.json() as Promise<unknown>;
  });
  config.catch(() => undefined);
  const early: EarlyRemoteLoad = { config };
  window.__codekadeEarlyRemoteLoad = early;
  let overridden = false;
  try {
    overridden = Boolean(localStorage.getItem('codekade:remote-overrides'));
  } catch {
    // Storage may be blocked; the shell reads overrides itself.
  }
  if (!area || overridden) return;
  config
    .then((json) => {
      const entry = (json as Record<string, unknown>)[area[1]];
      if (typeof entry !== 'string') return;
      const url = new URL(entry, window.location.href).href;
      const response = fetch(url);
      early.manifest = { url, response };
      return response
        .then((answer) => answer.clone().json() as Promise<RoutesManifestShape>)
        .then((manifest) => {
          const routes = manifest.exposes.find((expose) => expose.path === './routes');
          const { path: entryPath, name } = manifest.metaData.remoteEntry;
          const files: [string, string][] = [
            [entryPath ? `${entryPath}/${name}` : name, 'script'],
            ...(routes?.assets.js.sync ?? []).map((file): [string, string] => [file, 'script']),
            ...(routes?.assets.css.sync ?? []).map((file): [string, string] => [file, 'style']),
          ];
          for (const [file, kind] of files) {
            const link = document.createElement('link');
            link.rel = 'preload';
            link.as = kind;
            link.href = new URL(file, url).href;
            document.head.appendChild(link);
          }
        });
    })
    .catch(() => undefined);
}

let earlyConfigTaken = false;

/** The early remotes.json request, handed over once; a retry fetches afresh. */
export function takeEarlyRemotesConfig(): Promise<unknown> | undefined {
  if (earlyConfigTaken) return undefined;
  earlyConfigTaken = true;
  return window.__codekadeEarlyRemoteLoad?.config;
}

/** The early request for this manifest, handed over once (the federation runtime reads its body). */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const early = window.__codekadeEarlyRemoteLoad;
  const manifest = early?.manifest;
  if (!early || manifest?.url !== url) return undefined;
  early.manifest = undefined;
  return manifest.response;
}
