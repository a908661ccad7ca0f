// @ts-check
/**
 * Which pages may call the local store: only the site's shell origins, the same list the remotes'
 * CORS allows (platform/lib/apps.mjs). A page elsewhere on the machine gets no CORS headers and its
 * writes are refused, because a simple `text/plain` POST would otherwise reach the store unread.
 */

/** Headers the SDK sends (google-cloud-resource-prefix, x-goog-request-params, X-Goog-Api-Client, …). */
const ALLOWED_REQUEST_HEADER =
  /^(content-type|authorization|google-[a-z0-9-]+|x-goog-[a-z0-9-]+|x-firebase-[a-z0-9-]+)$/i;

/** @param {readonly string[]} allowedOrigins e.g. ['http://localhost:3000', 'http://127.0.0.1:3000'] */
export function createCorsPolicy(allowedOrigins) {
  const allowed = new Set(allowedOrigins);

  return {
    /**
     * Sets the CORS headers of an answer. False when a page of another origin sent the request;
     * requests without an Origin header (curl, Node, the SDK outside a browser) are not from a page.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     */
    admit(req, res) {
      res.setHeader('Vary', 'Origin');
      const { origin } = req.headers;
      if (origin === undefined) return true;
      if (!allowed.has(origin)) return false;
      res.setHeader('Access-Control-Allow-Origin', origin);
      return true;
    },

    /**
     * The CORS preflight of an admitted origin: the given methods and only the headers the SDK uses.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {string} methods
     */
    answerPreflight(req, res, methods) {
      const requested = String(req.headers['access-control-request-headers'] ?? '')
        .split(',')
        .map((header) => header.trim())
        .filter((header) => ALLOWED_REQUEST_HEADER.test(header));
      res
        .writeHead(204, {
          'Access-Control-Allow-Methods': methods,
          'Access-Control-Allow-Headers': requested.join(', '),
          'Access-Control-Max-Age': '600',
          Vary: 'Origin, Access-Control-Request-Headers',
        })
        .end();
    },
  };
}
