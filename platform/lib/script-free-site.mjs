/**
 * The limit of a page: the very HTML the composer sends for a route, with every script taken out
 * (content and CSS only), served next to the site. What a page measures worse than its limit is what
 * its scripts cost. Other requests (the shell's files) pass through to the site unchanged.
 */
import { createServer, request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { answerPlain, BAD_REQUEST_TEXT, guardRequests, parseRequestTarget } from '@codekade/serving/request-guard';

/** Link tags that only fetch code or data for scripts: script and module preloads, fetch preloads. */
function isScriptHint(tag) {
  const rel = /\brel="([^"]*)"/i.exec(tag)?.[1]?.toLowerCase() ?? '';
  const as = /\bas="([^"]*)"/i.exec(tag)?.[1]?.toLowerCase() ?? '';
  return rel === 'modulepreload' || (rel === 'preload' && (as === 'script' || as === 'fetch'));
}

/** The document without any script element (executable or data) or hint that loads code. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*>/gi, (tag) => (isScriptHint(tag) ? '' : tag));
}

/** Hop-by-hop and body-describing headers that do not carry over to a rewritten body. */
const DROPPED_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'etag']);

/**
 * Serves the limit of every page of the site at `siteOrigin` on `port` (loopback): a page request
 * (Accept: text/html) gets the site's answer without scripts, gzipped as the site sends it.
 */
export async function startScriptFreeSite({ port, siteOrigin }) {
  const server = createServer(
    guardRequests('script-free site', async (req, res) => {
      const target = parseRequestTarget(req.url);
      if (!target) {
        answerPlain(res, 400, BAD_REQUEST_TEXT);
        return;
      }
      // Joined, not resolved: a path such as `//x` stays a path on the site.
      const upstream = new URL(`${siteOrigin}${target.pathname}${target.search}`);
      if (req.method === 'GET' && req.headers.accept?.includes('text/html')) {
        const response = await fetch(upstream, { headers: { accept: 'text/html' } }).catch(() => undefined);
        if (!response) {
          answerPlain(res, 502, `The site at ${siteOrigin} did not answer.\n`);
          return;
        }
        const body = gzipSync(withoutScripts(await response.text()));
        const headers = Object.fromEntries(
          [...response.headers].filter(([name]) => !DROPPED_HEADERS.has(name.toLowerCase())),
        );
        res.writeHead(response.status, { ...headers, 'content-encoding': 'gzip', 'content-length': body.length });
        res.end(body);
        return;
      }
      const proxied = httpRequest(
        upstream,
        { method: req.method, headers: { ...req.headers, host: upstream.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      proxied.on('error', (error) => answerPlain(res, 502, `${String(error)}\n`));
      req.pipe(proxied);
    }),
  );
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: `http://localhost:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
