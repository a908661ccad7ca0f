// @ts-check
/**
 * The local servers (npm start, the browser tests' sites, the rehearsal) send production's headers,
 * `Strict-Transport-Security` among them, but never to a loopback host: HSTS binds a host name on
 * every port, so one answer over `https://localhost:<port>` would have the browser upgrade
 * `http://localhost:3000` and every other local port to https for two years. Over http browsers
 * ignore the header anyway (RFC 6797, 8.1); the rehearsal, reached under the production host names,
 * keeps it, as production sends it.
 */

/**
 * Whether the `Host` header names a loopback or address host: localhost, a name below it, an IP
 * address (browsers keep no HSTS for addresses), or none at all.
 * @param {string | undefined} hostHeader
 */
export function isLocalHost(hostHeader) {
  if (!hostHeader) return true;
  const host = hostHeader.toLowerCase().replace(/:\d*$/, '');
  if (host.startsWith('[')) return true;
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  return name === 'localhost' || name.endsWith('.localhost') || /^[\d.]+$/.test(name);
}

const HEADER = 'strict-transport-security';

/**
 * Leaves `Strict-Transport-Security` out of the answer when the request's host is local, whoever
 * writes the headers later (hosting rules, the composer's page headers, a plain error answer).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function withoutTransportSecurityOnLocalHost(req, res) {
  if (!isLocalHost(req.headers.host)) return;
  const writeHead = res.writeHead.bind(res);
  /** @type {any} */ (res).writeHead = (/** @type {number} */ status, /** @type {unknown[]} */ ...rest) => {
    res.removeHeader(HEADER);
    const kept = rest.map((argument) =>
      typeof argument === 'object' && argument !== null && !Array.isArray(argument)
        ? Object.fromEntries(Object.entries(argument).filter(([key]) => key.toLowerCase() !== HEADER))
        : argument,
    );
    return /** @type {any} */ (writeHead)(status, ...kept);
  };
}
