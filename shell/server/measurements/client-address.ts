import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * The proxies whose word on the client is taken: networks in CIDR form (`203.0.113.0/24`,
 * `2001:db8::/32`), read once. An address of one of them may name, in `X-Forwarded-For`, the address
 * it took the request from; any other address is the client's, whatever it wrote there.
 */
export function proxyNetworks(cidrs: readonly string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [address = '', bits = ''] = cidr.trim().split('/');
    const type = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : undefined;
    const prefix = /^\d{1,3}$/.test(bits) ? Number(bits) : Number.NaN;
    if (!type || !(prefix >= 0 && prefix <= (type === 'ipv4' ? 32 : 128))) {
      throw new TypeError(`${JSON.stringify(cidr)} is no network in CIDR form, such as 203.0.113.0/24.`);
    }
    list.addSubnet(address, prefix, type);
  }
  return list;
}

const NO_PROXIES = new BlockList();

function inNetworks(list: BlockList, address: string): boolean {
  const type = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : undefined;
  return type !== undefined && list.check(address, type);
}

/**
 * The address of the client, for the client share only (never kept). 0 proxies: the connection's
 * own address (the local servers). On Cloud Run the connection is Cloud Run's own and Google's front
 * end appends the address it took the request from to `X-Forwarded-For`: that last entry is always
 * believed (hop 1). Each further hop (up to `proxyHops`) is believed only while the address believed
 * so far lies in `trusted`, the networks of the proxy in front (Firebase Hosting's): a request that
 * came straight to the service's own URL is keyed by the address that sent it, and what it wrote in
 * `X-Forwarded-For` itself is never read.
 */
export function clientAddress(request: IncomingMessage, proxyHops: number, trusted: BlockList = NO_PROXIES): string {
  const own = request.socket.remoteAddress ?? '';
  if (proxyHops <= 0) return own;
  const header = request.headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  let address = entries[entries.length - 1] ?? own;
  for (let hop = 2; hop <= proxyHops && inNetworks(trusted, address); hop += 1) {
    const next = entries[entries.length - hop];
    if (next === undefined) break;
    address = next;
  }
  return address;
}

/** The groups of 16 bits of an IPv6 address (without zone), or undefined for none. */
function ipv6Groups(address: string): number[] | undefined {
  const plain = address.split('%')[0] ?? '';
  if (!isIPv6(plain)) return undefined;
  let text = plain;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = v4[1].split('.').map(Number);
    text = `${text.slice(0, -v4[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (side: string) => (side === '' ? [] : side.split(':').map((group) => Number.parseInt(group, 16)));
  const start = part(head);
  const end = tail === undefined ? [] : part(tail);
  return [...start, ...Array(8 - start.length - end.length).fill(0), ...end];
}

/**
 * The network a client's share is counted under: an IPv6 address by its /64 (what one line or host
 * is given; a client rotates freely within it), an IPv4 address by itself (IPv4-mapped IPv6 too): one
 * IPv4 address is what one subscriber, or one carrier's NAT for many, holds, and grouping a /24 would
 * throttle unrelated visitors of the same provider together while an attacker's addresses cost money
 * one by one. Anything else is keyed as written.
 */
export function clientNetwork(address: string): string {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
