import type { IncomingMessage } from 'node:http';

/**
 * The address of the client behind `proxyHops` proxies that each append the address they saw to
 * `X-Forwarded-For`: the entry that many places from its end (what the client wrote itself lies
 * further left and is never read). 0 is the connection's own address (the local servers). Used only
 * as a key of the in-memory client share, never kept.
 */
export function clientAddress(request: IncomingMessage, proxyHops: number): string {
  const own = request.socket.remoteAddress ?? '';
  if (proxyHops <= 0) return own;
  const header = request.headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries[entries.length - proxyHops] ?? own;
}
