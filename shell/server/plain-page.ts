import { type ComposedResponse, htmlAnswer } from './composer-answers';
import type { ComposerParts } from './composer-parts';
import type { ReadRequest } from './composer-request';
import type { PlacedPage } from './page-place';
import { problemText } from './problem-text';

/**
 * The plain shell document, which the browser composes itself: the answer when any stage of a page
 * fails. What the remote's last index says about the path decides the status, not the fault; the
 * browser loads the version the discovery document names for it (issue 48), so its view counts as
 * that version's.
 */
export function plainPage(
  parts: ComposerParts,
  request: ReadRequest,
  placed: Pick<PlacedPage, 'remote' | 'manifestUrl'> | undefined,
  error: unknown,
): ComposedResponse {
  const { inputs, path } = request;
  const remote = placed?.remote;
  parts.warn(remote ?? 'shell', `[composer] ${path}: ${problemText(error)}; serving the plain shell document.`);
  const known = placed ? parts.fragments.knownStatus(placed.remote, placed.manifestUrl, path) : undefined;
  const plain = htmlAnswer({
    inputs,
    status: known === 404 ? 404 : 200,
    kind: 'plain',
    body: inputs.template,
    cacheControl: 'no-cache',
  });
  const servedVersion = remote && inputs.discovery.remotes.find((entry) => entry.name === remote)?.version;
  return remote && servedVersion ? { ...plain, measuredPage: { remote, version: servedVersion } } : plain;
}
