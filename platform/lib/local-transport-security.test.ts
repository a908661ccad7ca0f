// @vitest-environment node
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { securityHeaders } from '@codekade/serving/security-headers';
import { describe, expect, it } from 'vitest';
import { isLocalHost, withoutTransportSecurityOnLocalHost } from './local-transport-security.mjs';

/** The headers a server answers with for a request naming `host`, with HSTS written both ways a server writes headers. */
async function answerFor(host: string): Promise<Record<string, unknown>> {
  const server = createServer((req, res) => {
    withoutTransportSecurityOnLocalHost(req, res);
    res.setHeader('Strict-Transport-Security', 'max-age=1');
    res.writeHead(200, securityHeaders()).end('ok');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise((done, fail) => {
      request({ host: '127.0.0.1', port, path: '/', headers: { host } }, (res) => {
        res.resume();
        done(res.headers);
      })
        .on('error', fail)
        .end();
    });
  } finally {
    server.close();
  }
}

describe('HSTS on the local servers (issue 47)', () => {
  it.each(['localhost:3000', 'LOCALHOST', 'localhost.', 'app.localhost:3001', '127.0.0.1:3000', '[::1]:3000', ''])(
    'leaves Strict-Transport-Security out for the local host %j: it would upgrade every port of it',
    async (host) => {
      expect(isLocalHost(host || undefined)).toBe(true);
      const headers = await answerFor(host || '127.0.0.1');
      expect(headers['strict-transport-security']).toBeUndefined();
      expect(headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it.each(['www.codekade.nl', 'codekade-home.web.app:443', 'localhost.codekade.nl'])(
    'keeps it for a production host name, as the rehearsal is reached under: %s',
    async (host) => {
      expect(isLocalHost(host)).toBe(false);
      expect((await answerFor(host))['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    },
  );
});
