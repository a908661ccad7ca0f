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
   * A pinned file did not load: the page tells whether its bytes were not the pinned ones
   * (integrity-failures.ts), given their digest when it is known already.
   */
  failed?: (remote: string | undefined, url: string, pin: string, served?: string) => void;
}

/** Why a file of `remote` is refused: it is not a file of a version the site pinned. */
const unpinned = (remote: string | undefined, url: string) =>
  new Error(
    `Remote "${remote ?? 'unknown'}": ${url} is not pinned by the site's discovery document or its version's manifest; refusing to load it.`,
  );

function withAttributes<T extends HTMLScriptElement | HTMLLinkElement>(
  element: T,
  { attrs }: ElementRequest,
  integrity: string | undefined,
): T {
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (element instanceof HTMLScriptElement && (name === 'async' || name === 'defer')) element[name] = value === true;
    else if (typeof value === 'string' && name !== 'integrity') element.setAttribute(name, value);
  }
  // The remotes answer CORS for the shell's origin (Access-Control-Allow-Origin): no credentials needed.
  element.crossOrigin = 'anonymous';
  if (integrity !== undefined) element.integrity = integrity;
  return element;
}

/**
 * Every manifest, remote entry, script and stylesheet the federation runtime loads for a remote is
 * loaded by its pin (issue 48): the manifest with `fetch`'s `integrity` by the page's discovery
 * document, then every script and stylesheet with `integrity` by that manifest's pins, and with CORS
 * (`crossorigin="anonymous"`), as the remotes' own chunk loaders do (Rsbuild's `security.sri` and
 * `crossOriginLoading` in platform/build/federated-app.ts) and the composer's preloads of them say.
 * A file whose bytes differ never runs (the browser refuses it), a file without a pin is refused
 * here, and both fail the load as a remote that does not load does: the area keeps its server HTML.
 * CORS also keeps an error a remote's code throws readable (its message and file, not the browser's
 * bare "Script error."), which the measurements attribute to the remote by that file. A confirmed
 * developer override is development code and loads without pins (docs/remote-team.md). The element
 * is made here because the runtime applies no attributes to one a plugin made.
 */
export function pinnedLoadsPlugin({
  overridden = new Set(),
  required = PINS_REQUIRED,
  failed = () => undefined,
}: PinnedLoadsOptions = {}): ModuleFederationRuntimePlugin {
  /** The pin a file of `remote` loads with; throws for a file the site did not pin. */
  const integrityOf = (remote: string | undefined, url: string): string | undefined => {
    if (remote !== undefined && overridden.has(remote)) return undefined;
    const pin = filePin(url);
    if (pin === undefined && required) throw unpinned(remote, url);
    return pin;
  };
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
      failed(remote, url, pin, served);
      throw new Error(`Remote "${remote}": ${url} is not the manifest the site pinned; refusing to load it.`);
    }
    const text = new TextDecoder().decode(bytes);
    if (!keepManifestPins(url, JSON.parse(text)) && required) {
      throw new Error(`Remote "${remote}": ${url} pins none of its files; refusing to load it.`);
    }
    return new Response(text, { status: response.status, headers: response.headers });
  }
  /** The element, told of a failed load so the page can tell a changed file from a missing one. */
  const watched = <T extends HTMLScriptElement | HTMLLinkElement>(
    element: T,
    request: ElementRequest,
    pin?: string,
  ) => {
    if (pin !== undefined) element.addEventListener('error', () => failed(request.remoteInfo?.name, request.url, pin));
    return element;
  };
  return {
    name: 'codekade-pinned-loads',
    fetch(url, init, remoteInfo) {
      const remote = remoteInfo?.name;
      if (remote === undefined || overridden.has(remote)) return undefined;
      const pin = manifestPin(remote, url);
      if (pin !== undefined) return pinnedManifest(remote, url, init, pin);
      return required ? Promise.reject(unpinned(remote, url)) : undefined;
    },
    createScript(request: ElementRequest) {
      const pin = integrityOf(request.remoteInfo?.name, request.url);
      const script = withAttributes(document.createElement('script'), request, pin);
      script.src = request.url;
      return watched(script, request, pin);
    },
    createLink(request: ElementRequest) {
      const pin = integrityOf(request.remoteInfo?.name, request.url);
      const link = withAttributes(document.createElement('link'), request, pin);
      link.href = request.url;
      return watched(link, request, pin);
    },
  };
}
