// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestTargetArbitrary } from './request-fuzz.mjs';
import { guardRequests, parseRequestTarget, SERVER_ERROR_TEXT } from './request-guard.mjs';

describe('parseRequestTarget', () => {
  it.each(['//', '///', '//:', '//@', '//%', '//%00', '//x:99999/', '//evil.invalid/x'])(
    'reads %s as a path on the site, never as a host',
    (target) => {
      const parsed = parseRequestTarget(target);
      expect(parsed?.url.host).toBe('request.invalid');
      expect(parsed?.pathname.startsWith('//')).toBe(true);
    },
  );

  it.each([undefined, '', '*', 'x', 'http://evil.invalid/'])('refuses %s, which is no origin-form target', (target) => {
    expect(parseRequestTarget(target)).toBeUndefined();
  });

  it('never throws, and whatever it reads stays a path of the site (generated targets)', () => {
    fc.assert(
      fc.property(fc.oneof(requestTargetArbitrary, fc.string()), (target) => {
        const parsed = parseRequestTarget(target);
        if (parsed) {
          expect(parsed.url.origin).toBe('http://request.invalid');
          expect(parsed.pathname.startsWith('/')).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('guardRequests', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  const serve = async (handler: Parameters<typeof guardRequests>[1]) => {
    const listening = createServer(guardRequests('test', handler));
    server = listening;
    await new Promise<void>((done) => listening.listen(0, '127.0.0.1', done));
    return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  };

  it.each([
    [
      'throws',
      () => {
        throw new Error('boom');
      },
    ],
    ['rejects', async () => Promise.reject(new Error('boom'))],
  ])('answers 500 in one log line when the handler %s, and goes on serving', async (_, failing) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const origin = await serve(async (_request, response) => {
      calls += 1;
      if (calls === 1) return failing();
      response.end('ok');
    });
    const failed = await fetch(`${origin}/x`);
    expect(failed.status).toBe(500);
    expect(await failed.text()).toBe(SERVER_ERROR_TEXT);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/^\[test\] GET "\/x" failed: Error: boom/);
    expect(await (await fetch(`${origin}/x`)).text()).toBe('ok');
  });

  it('ends the connection when the answer had begun before the failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const origin = await serve(async (_request, response) => {
      response.writeHead(200, { 'Content-Length': '10' });
      response.write('half');
      throw new Error('late');
    });
    const response = await fetch(`${origin}/`);
    await expect(response.text()).rejects.toThrow();
  });
});
