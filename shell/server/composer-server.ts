import { createServer, type Server } from 'node:http';
import { answerWrongPageMethod, isPageMethod } from '@codekade/serving/page-methods';
import { answerPlain, BAD_REQUEST_TEXT, guardRequests, parseRequestTarget } from '@codekade/serving/request-guard';
import { securityHeaders } from '@codekade/serving/security-headers';
import { BEACON_PATH } from '@codekade/shared/measurements';
import { serverErrorText } from '../src/content/server-texts';
import type { ComposedResponse } from './composer-answers';
import type { Measurements } from './measurements';
import type { ServedComposer } from './measurements/served-pages';
import { type PageHeaders, productionPageHeaders } from './page-headers';

/**
 * The composer as an HTTP service, as Cloud Run runs it (main.ts): every GET or HEAD is a page, and
 * BEACON_PATH takes the pages' measurement beacons. The site's own origin resolves relative manifest
 * URLs; request headers never name a host here.
 */
export function createComposerServer(
  compose: ServedComposer,
  siteUrl: string,
  pageHeaders: PageHeaders = productionPageHeaders(),
  measurements?: Pick<Measurements, 'answerBeacon'>,
): Server {
  const siteOrigin = new URL(siteUrl).origin;
  // A kept page is encoded once, not once per visitor.
  const encoded = new WeakMap<ComposedResponse, Buffer>();
  const bytesOf = (composed: ComposedResponse) => {
    let bytes = encoded.get(composed);
    if (!bytes) {
      bytes = Buffer.from(composed.body);
      encoded.set(composed, bytes);
    }
    return bytes;
  };
  return createServer(
    guardRequests('composer', async (request, response) => {
      if (measurements && parseRequestTarget(request.url)?.pathname === BEACON_PATH) {
        await measurements.answerBeacon(request, response);
        return;
      }
      if (!isPageMethod(request.method)) {
        answerWrongPageMethod(response);
        return;
      }
      // Only origin-form targets (`/path`); `//host/x` is a path here, never a host.
      const target = parseRequestTarget(request.url);
      if (!target) {
        answerPlain(response, 400, BAD_REQUEST_TEXT, securityHeaders());
        return;
      }
      let composed: ComposedResponse;
      try {
        composed = await compose(target.pathname, siteOrigin, target.search, request);
      } catch (error) {
        console.error('[composer] could not read the shell build:', error);
        answerPlain(response, 500, `${serverErrorText}\n`, securityHeaders());
        return;
      }
      const body = bytesOf(composed);
      response
        .writeHead(composed.status, { ...pageHeaders(request, composed), 'Content-Length': String(body.length) })
        .end(request.method === 'HEAD' ? undefined : body);
    }),
  );
}
