import type { RemoteName } from '@codekade/shared/contract';
import type { ReleaseInputs } from './release-inputs';

/** The composer's answer to one request (the HTTP server writes it as it is). */
export interface ComposedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The CSP sources ('sha256-…') of the document's own inline scripts, which its page headers admit. */
  inlineScripts?: string[];
  /** The origins of the discovered areas that the page's policy admits (release-inputs.ts). */
  remoteOrigins?: string[];
  /**
   * The manifest URL of each remote the discovery document this page was composed with lists: the
   * only remotes a developer's override may name, and their own Hosting sites (override-session.ts).
   */
  discoveredManifests?: Record<string, string>;
  /** The remote and version whose page this document shows, to count its view (measurements/served-pages.ts). */
  measuredPage?: { remote: RemoteName; version: string };
}

/** How the composer answered, for logs and tests: with a remote's page, the shell alone, or the plain document. */
export const COMPOSITION_HEADER = 'X-Codekade-Composition';

/** An HTML document of the release, its inline scripts admitted by the page headers. */
export function htmlAnswer(answer: {
  inputs: ReleaseInputs;
  status: number;
  kind: string;
  body: string;
  cacheControl: string;
}): ComposedResponse {
  return {
    status: answer.status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': answer.cacheControl,
      [COMPOSITION_HEADER]: answer.kind,
    },
    body: answer.body,
    inlineScripts: answer.inputs.inlineScripts,
    remoteOrigins: answer.inputs.remoteOrigins,
    discoveredManifests: answer.inputs.remotes,
  };
}

/** A permanent redirect to the one address of a page. */
export function redirectAnswer(answer: { location: string; cacheControl: string }): ComposedResponse {
  return { status: 301, headers: { Location: answer.location, 'Cache-Control': answer.cacheControl }, body: '' };
}

/** A JSON answer of the composer: a slot's content, or the discovery document. */
function jsonAnswer(answer: { status: number; body: unknown; cacheControl: string; kind: string }): ComposedResponse {
  return {
    status: answer.status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': answer.cacheControl,
      [COMPOSITION_HEADER]: answer.kind,
    },
    body: JSON.stringify(answer.body),
  };
}

/** A slot's content (or why there is none) as JSON. */
export function slotJsonAnswer(answer: { status: number; body: unknown; cacheControl: string }): ComposedResponse {
  return jsonAnswer({ ...answer, kind: 'slot' });
}

/** The discovery document the composer composes with, as JSON (the plain document's areas). */
export function discoveryJsonAnswer(answer: { body: unknown; cacheControl: string }): ComposedResponse {
  return jsonAnswer({ ...answer, status: 200, kind: 'discovery' });
}
