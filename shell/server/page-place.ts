import { isRemoteName, type RemoteName } from '@codekade/shared/contract';
import { remoteManifestUrl } from '../src/lib/remotes-config';
import { htmlAnswer } from './composer-answers';
import type { ComposerParts } from './composer-parts';
import type { PickedRequest, StageResult } from './composer-request';
import { answerAt, notFoundStandIn } from './not-found-stand-in';
import { type PageDocumentRequest, shellPageDocument } from './page-document';
import type { RenderedShell } from './render-shell';

/** A page request placed in an area: the layout around it, the remote whose page it is and the manifest it is read from. */
export interface PlacedPage extends PickedRequest {
  /** The path whose composed page this one shares: a stand-in of its folder (not-found-stand-in.ts), or itself. */
  pagePath: string;
  /** The shell's layout for `pagePath`. */
  shell: RenderedShell;
  remote: RemoteName;
  /** The picked version's manifest of `remote`. */
  manifestUrl: string;
}

/**
 * The path whose page `path` shares: a stand-in of its folder when it is unknown to its area's last
 * index or to every area (not-found-stand-in.ts), else itself. Reads nothing: an index not read yet
 * means itself.
 */
export function sharedPagePath(parts: ComposerParts, { inputs, picked, path }: PickedRequest): string {
  const standIn = notFoundStandIn(inputs.discovery, path);
  if (!standIn) return path;
  if (standIn.remote !== null) {
    const manifest = isRemoteName(standIn.remote) ? picked.manifests[standIn.remote] : undefined;
    if (!manifest || parts.fragments.knownStatus(standIn.remote, manifest, path) !== 404) return path;
  }
  // The shell's routes place the stand-in in the same area (or none), or the path is composed as itself.
  return parts.shellFor(inputs, standIn.path).remote === standIn.remote ? standIn.path : path;
}

/** The shell's own not-found page, kept per path and picked versions. */
function shellNotFound(parts: ComposerParts, request: PageDocumentRequest) {
  const key = { release: request.inputs.key, path: request.path, picked: request.picked, parts: [] };
  const kept = parts.pages.get(key);
  if (kept) return kept;
  const body = shellPageDocument(request);
  const cacheControl = parts.pageCache(request.picked);
  return parts.pages.keep({
    ...key,
    response: htmlAnswer({ inputs: request.inputs, status: 404, kind: 'shell', body, cacheControl }),
  });
}

/**
 * Places the page: the path it shares its page with, and the shell's layout there. A path no area
 * owns is answered here with the shell's own not-found page (at the path's own canonical address).
 */
export function placePage(parts: ComposerParts, request: PickedRequest): StageResult<PlacedPage> {
  const { inputs, picked, path, origin } = request;
  const pagePath = sharedPagePath(parts, request);
  const shell = parts.shellFor(inputs, pagePath);
  if (shell.remote === null || !isRemoteName(shell.remote)) {
    const notFound = shellNotFound(parts, { inputs, picked, siteUrl: parts.siteUrl, path: pagePath, shell });
    return { answer: pagePath === path ? notFound : answerAt(notFound, parts.siteUrl, pagePath, path) };
  }
  const remote = shell.remote;
  const manifestUrl = picked.manifests[remote] ?? remoteManifestUrl(inputs.served, remote, origin);
  return { next: { ...request, pagePath, shell, remote, manifestUrl } };
}
