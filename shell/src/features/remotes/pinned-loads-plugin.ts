import { fileGoneError } from '@codekade/shared/release-recovery';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { filePin, keepManifestPins, manifestPin, PINS_REQUIRED, sha384Of } from './pins';

/** What the federation runtime asks for: the file, the attributes it would give the element, its remote. */
interface ElementRequest {
  url: string;
  attrs?: Record<string, unknown>;
  remoteInfo?: { name: string };
}

interface PinnedLoadsOptions {
  /** The remotes a developer confirmed an override of on this page: development code, loaded without pins. */
  overridden?: ReadonlySet<string>;
  /** Whether a file without a pin is refused (the site's build); a development shell loads dev servers as they come. */
  required?: boolean;
  /**
   * A load failed (the runtime's error, or a manifest whose bytes were not its pin, with both digests):
   * the page tells whether a file was not the pinned one (integrity-failures.ts, loaded then only).
   */
  failed?: (failure: unknown) => void;
}

/**
 * The shell's developer entry's own files (`dist/developer/`, the development builds of the shared
 * packages among them), which load only on a page with a confirmed override: the shell's release,
 * served from the page's own origin, not a remote team's file (the shell's own files carry no pins
 * yet, docs/integrity.md).
 */
const DEVELOPER_FOLDER = '/developer/';
function isShellDeveloperFile(url: string): boolean {
  const file = new URL(url, document.baseURI);
  return file.origin === location.origin && file.pathname.startsWith(DEVELOPER_FOLDER);
}

/** Why a file of `remote` is refused (English, for the developer). */
const refused = (remote: string | undefined, url: string, why = 'is pinned by no version the site serves') =>
  new Error(`Remote "${remote}": ${url} ${why}; refusing to load it.`);

/** A manifest whose bytes were not its pin: what `failed` is told, with both digests. */
export interface ChangedManifest {
  remote: string;
  url: string;
  pin: string;
  served: string;
}

/**
 * Every manifest, remote entry, script and stylesheet the federation runtime loads for a remote is
 * loaded by its pin (issue 48): the manifest only when the digest of its bytes is the pin of its
 * version in the page's discovery document, then every script, stylesheet and preload with the
 * `integrity` that manifest pins, and with CORS (`crossorigin="anonymous"`), as the remotes' own
 * chunk loading does (platform/build/pinned-chunk-loads-plugin.ts) and the composer's preloads of
 * them say. A file whose bytes differ never runs (the browser refuses it), a file without a pin is
 * refused here, and both fail the load as a remote that does not load does: the area keeps its
 * server HTML. CORS also keeps an error a remote's code throws readable (its message and file, not
 * the browser's bare "Script error."), which the measurements attribute to the remote by that file.
 * A confirmed developer override is development code and loads without pins (docs/remote-team.md).
 * The element is made here because the runtime applies no attributes to one a plugin made.
 */
export function pinnedLoadsPlugin({
  overridden = new Set(),
  required = PINS_REQUIRED,
  failed = () => undefined,
}: PinnedLoadsOptions = {}): ModuleFederationRuntimePlugin {
  /** The element for a file of a remote, with its pin; throws for a file the site did not pin. */
  function element<T extends HTMLScriptElement | HTMLLinkElement>(
    element: T,
    { url, attrs, remoteInfo }: ElementRequest,
  ) {
    const remote = remoteInfo?.name;
    const unpinned = overridden.has(remote ?? '') || (overridden.size > 0 && isShellDeveloperFile(url));
    const pin = unpinned ? undefined : filePin(url);
    if (pin === undefined && required && !unpinned) throw refused(remote, url);
    for (const [name, value] of Object.entries(attrs ?? {})) {
      if (element instanceof HTMLScriptElement && (name === 'async' || name === 'defer'))
        element[name] = value === true;
      else if (typeof value === 'string' && name !== 'integrity') element.setAttribute(name, value);
    }
    // The remotes answer CORS for the shell's origin (Access-Control-Allow-Origin): no credentials needed.
    element.crossOrigin = 'anonymous';
    if (pin !== undefined) element.integrity = pin;
    if (element instanceof HTMLScriptElement) element.src = url;
    else (element as HTMLLinkElement).href = url;
    return element;
  }
  /**
   * The manifest at `url` when its bytes match `pin`, its file pins kept; rejects otherwise. Digested
   * here rather than by fetch's `integrity`, which Chromium ignores on the page's `as=fetch` preload
   * (crbug.com/981419): the fetch then uses what the page preloaded, and a missing manifest (its
   * version past the release window) shows as one, for the release recovery.
   */
  async function pinnedManifest(remote: string, url: string, init: RequestInit, pin: string): Promise<Response> {
    const response = await fetch(url, init);
    if (response.status === 403 || response.status === 404) throw fileGoneError(url, response.status);
    if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}.`);
    const bytes = await response.arrayBuffer();
    const served = await sha384Of(bytes);
    if (served !== pin) {
      failed({ remote, url, pin, served } satisfies ChangedManifest);
      throw refused(remote, url, 'is not the manifest the site pinned');
    }
    const text = new TextDecoder().decode(bytes);
    if (!keepManifestPins(url, JSON.parse(text)) && required) throw refused(remote, url, 'pins none of its files');
    return new Response(text, { status: response.status, headers: response.headers });
  }
  return {
    name: 'codekade-pinned-loads',
    fetch(url, init, remoteInfo) {
      const remote = remoteInfo?.name;
      if (remote === undefined || overridden.has(remote)) return undefined;
      const pin = manifestPin(remote, url);
      if (pin !== undefined) return pinnedManifest(remote, url, init, pin);
      return required ? Promise.reject(refused(remote, url)) : undefined;
    },
    createScript: (request: ElementRequest) => element(document.createElement('script'), request),
    createLink: (request: ElementRequest) => element(document.createElement('link'), request),
    // The remote entry or a module's file that did not load may have been changed on its way.
    errorLoadRemote({ error }) {
      failed(error);
    },
  };
}
