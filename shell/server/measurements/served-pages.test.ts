// @vitest-environment node
/** The composer's own count of the pages it serves, and each page's token (served-pages.ts). */
import type { IncomingMessage } from 'node:http';
import { MEASUREMENT_TOKEN_META } from '@codekade/shared/measurement-beacon';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ComposedResponse } from '../composer';
import { createAggregator } from './aggregator';
import { clientAddress, proxyNetworks } from './client-address';
import { createClientShare, FREE_SAMPLES_PER_WINDOW } from './client-share';
import { createPageTokens, isTokenProblem } from './page-token';
import { TEST_TOKEN_SECRET } from './page-tokens.test-helper';
import { servedPageMeasurements } from './served-pages';

const page = (measured = true): ComposedResponse => ({
  status: 200,
  headers: {},
  body: '<!doctype html><html><head><meta charset="UTF-8"><title>t</title></head><body></body></html>',
  ...(measured ? { measuredPage: { remote: 'mf_home', version: 'b1' } } : {}),
});
const request = (method = 'GET', address = '192.0.2.1', forwarded?: string) =>
  ({
    method,
    socket: { remoteAddress: address },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage;
const tokenIn = (html: string) =>
  new RegExp(`<meta name="${MEASUREMENT_TOKEN_META}" content="([^"]+)">`).exec(html)?.[1];

function setUp(sharePercent = 100) {
  const aggregator = createAggregator();
  const tokens = createPageTokens({ secret: TEST_TOKEN_SECRET });
  const measured = servedPageMeasurements({
    aggregator,
    tokens,
    // A clock of the test's: the share's minute never turns during it.
    share: createClientShare({ sharePercent, now: () => 0 }),
    proxyHops: 0,
  });
  const views = () => aggregator.unwritten().reduce((sum, { aggregate }) => sum + aggregate.counts.pageViews, 0);
  return { measured, tokens, views };
}

describe('the pages the composer serves', () => {
  it('are counted once each and carry a genuine token of their remote and version, after the charset', () => {
    const { measured, tokens, views } = setUp();
    const served = measured(page(), request());
    const token = tokenIn(served.body) ?? '';
    expect(tokens.check(token)).toMatchObject({ remote: 'mf_home', version: 'b1' });
    expect(served.body.indexOf(MEASUREMENT_TOKEN_META)).toBeGreaterThan(served.body.indexOf('charset'));
    expect(served.body.indexOf(MEASUREMENT_TOKEN_META)).toBeLessThan(served.body.indexOf('<title>'));
    expect(tokenIn(measured(page(), request()).body)).not.toBe(token);
    expect(views()).toBe(2);
  });

  it('are not counted for a HEAD or a page nobody measures', () => {
    const { measured, views } = setUp();
    for (const [composed, asked] of [
      [page(), request('HEAD')],
      [page(false), request()],
      [page(), undefined],
    ] as const) {
      const served = measured(composed, asked);
      expect(served).toBe(composed);
      expect(tokenIn(served.body)).toBeUndefined();
    }
    expect(views()).toBe(0);
  });

  it('count at most a client’s share: a flood from one address is served without counting or a token', () => {
    const { measured, views } = setUp(10);
    const tokens = Array.from({ length: 200 }, () => tokenIn(measured(page(), request('GET', '203.0.113.7')).body));
    expect(tokens.filter(Boolean)).toHaveLength(FREE_SAMPLES_PER_WINDOW);
    expect(views()).toBe(FREE_SAMPLES_PER_WINDOW);
    expect(tokenIn(measured(page(), request('GET', '198.51.100.2')).body)).toBeDefined();
  });
});

describe('the client’s address', () => {
  it('is the connection’s without proxies, and behind Hosting’s networks the entry Hosting appended', () => {
    const hosting = proxyNetworks(['10.9.0.0/16']);
    expect(clientAddress(request('GET', '10.0.0.1', '1.2.3.4'), 0)).toBe('10.0.0.1');
    expect(clientAddress(request('GET', '10.0.0.1', 'forged, 198.51.100.5, 10.9.9.9'), 2, hosting)).toBe(
      '198.51.100.5',
    );
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 5 }), fc.ipV4(), fc.nat(65535), (written, client, proxy) => {
        const hop = `10.9.${proxy >> 8}.${proxy & 255}`;
        const header = [...written.map((entry) => entry.replaceAll(',', '')), client, hop].join(', ');
        expect(clientAddress(request('GET', '10.0.0.1', header), 2, hosting)).toBe(client);
      }),
    );
    // Fewer entries than proxies: the last one there is.
    expect(clientAddress(request('GET', '10.0.0.1', ''), 2)).toBe('10.0.0.1');
  });
});

describe('a page reached on purpose', () => {
  const asked = (url: string, cookie?: string) =>
    ({
      method: 'GET',
      url,
      socket: { remoteAddress: '192.0.2.1' },
      headers: cookie === undefined ? {} : { cookie },
    }) as unknown as IncomingMessage;

  it('is served as composed, without a count or a token: ?versie=, an override or its session cookie', () => {
    const { measured, views } = setUp();
    for (const onPurpose of [
      asked('/?versie=mf_home:b1'),
      asked('/diensten?x=1&versie=mf_home%3Ab1'),
      asked('/?remoteOverride=mf_home=http://localhost:3101/mf-manifest.json'),
      asked('/', 'a=1; __session=anything'),
    ]) {
      const served = measured(page(), onPurpose);
      expect(tokenIn(served.body)).toBeUndefined();
    }
    expect(views()).toBe(0);
    expect(tokenIn(measured(page(), asked('/?utm_source=x')).body)).toBeDefined();
    expect(views()).toBe(1);
  });

  it('never counts, whatever else the query holds', () => {
    const { measured, views } = setUp();
    fc.assert(
      fc.property(fc.webQueryParameters(), fc.string(), (query, value) => {
        const url = `/?${query}${query ? '&' : ''}versie=${encodeURIComponent(value)}`;
        expect(tokenIn(measured(page(), asked(url)).body)).toBeUndefined();
      }),
    );
    expect(views()).toBe(0);
  });
});

it('a token the composer did not sign never passes, whatever page it names', () => {
  const { tokens } = setUp();
  const other = createPageTokens({ secret: `${TEST_TOKEN_SECRET}-other` });
  expect(isTokenProblem(tokens.check(other.issue({ remote: 'mf_home', version: 'b1' })))).toBe(true);
});
