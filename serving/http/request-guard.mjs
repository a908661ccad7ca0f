// @ts-check
/**
 * How every server of the project takes a request (the composer service, the local hosting, the
 * bench's script-free site, the local contact function runner): whatever a request holds, a handler that throws or rejects ends that one
 * answer, never the process. Node ends a process on an unhandled rejection, so a handler is async
 * and returns its promise here instead of leaving `.then` chains behind.
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/** Visitors read the Dutch line, developers the English one; plain text, for any client. */
export const BAD_REQUEST_TEXT = 'Ongeldig verzoek.\nBad request: the request target is not a path on this site.\n';
export const SERVER_ERROR_TEXT = 'Serverfout.\nInternal server error: see the server log.\n';

/** A parsing base no request can change: a target is always read as a path on it, never as a host. */
const PARSING_ORIGIN = 'http://request.invalid';

/**
 * The path and query of an origin-form request target (`/path?query`), or undefined for anything else
 * (`*`, `http://host/x`, a target the URL parser refuses). `//host/x` and `//` are paths here.
 * @param {string | undefined} target
 * @returns {{ pathname: string, search: string, url: URL } | undefined}
 */
export function parseRequestTarget(target) {
  if (!target?.startsWith('/')) return undefined;
  try {
    const url = new URL(`${PARSING_ORIGIN}${target}`);
    // The parser turns `\` into `/` and resolves dot segments; either way the result stays a path on the base.
    if (url.origin !== PARSING_ORIGIN) return undefined;
    return { pathname: url.pathname, search: url.search, url };
  } catch {
    return undefined;
  }
}

/**
 * Ends an answer with a plain-text status, or the connection when the answer had already begun.
 * @param {ServerResponse} response
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 */
export function answerPlain(response, status, text, headers = {}) {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response
    .writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    })
    .end(text);
}

/**
 * The one way a failed request ends: a line in the log naming the server and the request, and a 500
 * (or the connection ended, when the answer had begun).
 * @param {string} serverName
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {unknown} error
 */
export function answerFailure(serverName, request, response, error) {
  const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(`[${serverName}] ${request.method} ${JSON.stringify(request.url)} failed: ${reason}`);
  answerPlain(response, 500, SERVER_ERROR_TEXT);
}

/**
 * `handler` as a request listener that never lets an error out: a sync throw or a rejection ends in
 * `answerFailure`. Errors of the request and response streams (a client that hangs up) are the
 * client's, and end only that exchange.
 * @param {string} serverName
 * @param {(request: IncomingMessage, response: ServerResponse) => unknown} handler
 * @returns {(request: IncomingMessage, response: ServerResponse) => void}
 */
export function guardRequests(serverName, handler) {
  return (request, response) => {
    const fail = (/** @type {unknown} */ error) => answerFailure(serverName, request, response, error);
    const hangUp = () => response.destroy();
    request.on('error', hangUp);
    response.on('error', hangUp);
    try {
      Promise.resolve(handler(request, response)).catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}
