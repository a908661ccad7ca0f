// @vitest-environment node
/** Who a request is, for the client share: its network, and behind Hosting only the address Hosting names. */
import type { IncomingMessage } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientAddress, clientNetwork, proxyNetworks } from './client-address';
import { createClientShare, FREE_SAMPLES_PER_WINDOW } from './client-share';

const request = (socket: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: socket },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage;

const group = fc.integer({ min: 0, max: 0xffff });
const groups = (length: number) => fc.array(group, { minLength: length, maxLength: length });

/** An IPv6 address as someone may write it: full, zero-padded or with its longest run of zeros as `::`. */
function written(parts: number[], style: number): string {
  const hex = parts.map((part) => (style === 1 ? part.toString(16).padStart(4, '0') : part.toString(16)));
  if (style !== 2) return hex.join(':');
  let best = { at: -1, length: 0 };
  for (let at = 0; at < 8; at += 1) {
    let length = 0;
    while (at + length < 8 && parts[at + length] === 0) length += 1;
    if (length > best.length) best = { at, length };
  }
  if (best.length < 2) return hex.join(':');
  return `${hex.slice(0, best.at).join(':')}::${hex.slice(best.at + best.length).join(':')}`;
}

describe('the network a client is counted under', () => {
  it('is one for every IPv6 address of one /64, however it is written, and another for another /64', () => {
    fc.assert(
      fc.property(groups(4), groups(4), groups(4), fc.nat(2), fc.nat(2), (prefix, a, b, styleA, styleB) => {
        const first = written([...prefix, ...a], styleA);
        const second = written([...prefix, ...b], styleB);
        expect(clientNetwork(first)).toBe(clientNetwork(second));
        const other = [...prefix];
        other[3] = ((other[3] ?? 0) + 1) & 0xffff;
        expect(clientNetwork(written([...other, ...a], styleA))).not.toBe(clientNetwork(first));
      }),
    );
  });

  it('is the IPv4 address itself, written plainly or IPv4-mapped', () => {
    fc.assert(
      fc.property(fc.ipV4(), (address) => {
        expect(clientNetwork(address)).toBe(address);
        expect(clientNetwork(`::ffff:${address}`)).toBe(address);
      }),
    );
    expect(clientNetwork('203.0.113.7')).not.toBe(clientNetwork('203.0.113.8'));
  });

  it('gives 120 IPv6 addresses of one /64 one share: only its free samples count', () => {
    const share = createClientShare({ sharePercent: 10, now: () => 0 });
    let taken = 0;
    for (let index = 0; index < 120; index += 1) if (share.admit(`2001:db8:1:2::${index.toString(16)}`, 1)) taken += 1;
    expect(taken).toBe(FREE_SAMPLES_PER_WINDOW);
  });
});

describe('the address of a request on Cloud Run (two hops: Google’s front end, then Hosting)', () => {
  const hosting = proxyNetworks(['198.18.0.0/15', '2001:db8:f00::/48']);

  it('never changes with a forged X-Forwarded-For on a request straight to the service', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.ipV4(), fc.ipV6(), fc.string()), { maxLength: 6 }),
        fc.ipV4().filter((address) => !address.startsWith('198.18.') && !address.startsWith('198.19.')),
        (forged, sender) => {
          // What Google's front end appends is the address it took the request from.
          const header = [...forged.map((entry) => entry.replaceAll(',', '')), sender].join(', ');
          expect(clientAddress(request('169.254.1.1', header), 2, hosting)).toBe(sender);
        },
      ),
    );
  });

  it('is the address Hosting names when Google’s front end took the request from Hosting', () => {
    fc.assert(
      fc.property(fc.array(fc.ipV4(), { maxLength: 4 }), fc.ipV4(), fc.nat(0x1ffff), (forged, visitor, edge) => {
        const hop = `198.${18 + (edge >> 16)}.${(edge >> 8) & 255}.${edge & 255}`;
        const header = [...forged, visitor, hop].join(', ');
        expect(clientAddress(request('169.254.1.1', header), 2, hosting)).toBe(visitor);
      }),
    );
    expect(clientAddress(request('169.254.1.1', '192.0.2.9, 2001:db8:f00::17'), 2, hosting)).toBe('192.0.2.9');
  });

  it('refuses a network that is none', () => {
    for (const bad of ['10.0.0.0', '10.0.0.0/33', 'host/8', '::/129', '10.0.0.0/-1']) {
      expect(() => proxyNetworks([bad])).toThrow(/no network in CIDR form/);
    }
  });
});
