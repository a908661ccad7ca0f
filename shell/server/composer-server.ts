import { createServer, type Server } from 'node:http';
import { securityHeaders } from '@codekade/platform/security-headers';
import { serverErrorText } from '../src/content/server-texts';
import type { ComposedResponse, Composer } from './composer';
import { type PageHeaders, productionPageHeaders } from './page-headers';

/**
 * The composer as an HTTP service, as Cloud Run runs it (main.ts): every GET or HEAD is a page. The
 * site's own origin resolves relative manifest URLs; request headers never name a host here.
 */
export function createComposerServer(
  compose: Composer,
  siteUrl: string,
  pageHeaders: PageHeaders = productionPageHeaders(),
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
  const plain = (status: number, text: string, extra: Record<string, string> = {}) => ({
    ...securityHeaders(),
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...extra,
    status,
    text,
  });
  return createServer((request, response) => {
    const fail = ({ status, text, ...headers }: ReturnType<typeof plain>) =>
      response.writeHead(status, headers).end(text);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      fail(plain(405, '', { Allow: 'GET, HEAD' }));
      return;
    }
    // Only origin-form targets (`/path`); `//host/x` is a path here, never a host.
    if (!request.url?.startsWith('/')) {
      fail(plain(400, 'Bad request\n'));
      return;
    }
    const { pathname, search } = new URL(`${siteOrigin}${request.url}`);
    compose(pathname, siteOrigin, search).then(
      (composed) => {
        const body = bytesOf(composed);
        response
          .writeHead(composed.status, { ...pageHeaders(request, composed), 'Content-Length': String(body.length) })
          .end(request.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        console.error('[composer] could not read the shell build:', error);
        fail(plain(500, `${serverErrorText}\n`));
      },
    );
  });
}
