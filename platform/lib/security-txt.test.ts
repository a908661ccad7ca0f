// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  liveSecurityTxtStatus,
  SECURITY_TXT_VALID_DAYS,
  securityTxt,
  securityTxtExpiry,
  securityTxtStatus,
} from './security-txt.mjs';

const site = { email: 'hallo@codekade.nl', siteUrl: 'https://www.codekade.nl' };
const builtAt = new Date('2026-11-24T17:00:00Z');
const days = (count: number) => count * 24 * 60 * 60 * 1000;

describe('securityTxt', () => {
  it('holds the fields of RFC 9116: Contact, Expires (about half a year on), languages and its canonical URL', () => {
    expect(securityTxt(builtAt, site)).toBe(
      [
        'Contact: mailto:hallo@codekade.nl',
        'Expires: 2027-05-26T00:00:00.000Z',
        'Preferred-Languages: nl, en',
        'Canonical: https://www.codekade.nl/.well-known/security.txt',
        '',
      ].join('\n'),
    );
    const expires = securityTxtExpiry(securityTxt(builtAt, site));
    expect(expires && (expires.getTime() - builtAt.getTime()) / days(1)).toBeGreaterThan(SECURITY_TXT_VALID_DAYS - 1);
    expect(expires && (expires.getTime() - builtAt.getTime()) / days(1)).toBeLessThan(365);
  });
});

describe('securityTxtStatus', () => {
  const text = securityTxt(builtAt, site);

  it('says until when a fresh file holds', () => {
    expect(securityTxtStatus(text, builtAt)).toEqual({
      line: '.well-known/security.txt: valid until 2027-05-26 (182 days)',
    });
  });

  it('fails a month before the file expires, and after', () => {
    expect(securityTxtStatus(text, new Date('2027-05-01T00:00:00Z'))).toEqual({
      line: '.well-known/security.txt: expires on 2027-05-26, in 25 days; build and deploy the shell (pnpm deploy:shell) to renew it',
      problem: true,
    });
    expect(securityTxtStatus(text, new Date('2027-06-01T00:00:00Z'))).toMatchObject({
      line: expect.stringContaining('expired on 2027-05-26'),
      problem: true,
    });
  });

  it('fails a file that is missing or has no valid Expires, whatever it holds', () => {
    expect(securityTxtStatus(undefined, builtAt).problem).toBe(true);
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (junk) => {
        const status = securityTxtStatus(junk.replace(/Expires/gi, 'X'), builtAt);
        expect(status.problem).toBe(true);
        expect(status.line).toBe('.well-known/security.txt: no valid Expires field');
      }),
      { numRuns: 500 },
    );
  });
});

describe('liveSecurityTxtStatus', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  const serve = async (status: number, body: string) => {
    const listening = createServer((_request, response) => response.writeHead(status).end(body));
    server = listening;
    await new Promise<void>((done) => listening.listen(0, '127.0.0.1', done));
    return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  };

  it('reads the file the site serves', async () => {
    const origin = await serve(200, securityTxt(builtAt, site));
    expect(await liveSecurityTxtStatus(origin, { now: builtAt })).toEqual({
      line: '.well-known/security.txt: valid until 2027-05-26 (182 days)',
    });
  });

  it('counts a file that is not served, or larger than any security.txt, as missing', async () => {
    expect((await liveSecurityTxtStatus(await serve(404, ''), { now: builtAt })).problem).toBe(true);
    server?.close();
    const huge = `${securityTxt(builtAt, site)}${'#'.repeat(100_000)}`;
    expect(await liveSecurityTxtStatus(await serve(200, huge), { now: builtAt })).toEqual({
      line: expect.stringMatching(/^\.well-known\/security\.txt: not served \(.* is larger than 65536 bytes\.\)$/),
      problem: true,
    });
  });
});
