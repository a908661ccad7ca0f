// @ts-check
/**
 * Generated requests for the servers' property tests (fast-check): odd targets, methods, headers and
 * bodies, sent as raw bytes so nothing on the way tidies them up. A server passes when it answers
 * every one of them with an HTTP status and still answers a plain page afterwards.
 */
import { connect } from 'node:net';
import fc from 'fast-check';

/** Pieces odd targets are made of: the ones that broke servers before, and what URL parsers trip on. */
const TARGET_PIECES = [
  '/',
  '//',
  '///',
  '\\',
  '.',
  '..',
  '%',
  '%0',
  '%00',
  '%2e',
  '%2F',
  '%5C',
  '%ff',
  '@',
  ':',
  ':99999',
  '?',
  '#',
  ';',
  '&',
  '=',
  '[',
  ']',
  '[::1]',
  '~',
  'x',
  'contact',
  'projecten',
  'static',
  'remotes.json',
  'mf-manifest.json',
  'index.html',
  '.well-known',
  'é',
  '€',
  '😀',
  'remoteOverride=mf_home=http://127.0.0.1:1/mf-manifest.json',
  'remoteOverride=mf_home=https://codekade-home--x--y.web.app/mf-manifest.json',
];

/** Targets that once ended the composer (GET // and its kin): each must get a proper answer, never a 5xx. */
export const ODD_TARGETS = ['//', '///', '//:', '//@', '//%', '//%00', '//x:99999/'];

const word = fc.stringMatching(/^[A-Za-z0-9._~-]{0,12}$/);

/** An origin-form target mostly, sometimes another form or nothing a parser would take. */
export const requestTargetArbitrary = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...TARGET_PIECES), word), { maxLength: 8 })
      .map((pieces) => `/${pieces.join('')}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('*', 'http://evil.invalid/', 'x', '//', '//:', '//@', '//%', '//%00', '//x:99999/'),
  },
);

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'PROPFIND', 'get', 'BREW'];

const headerValue = fc.oneof(
  word,
  fc.string({ maxLength: 40 }).map((text) => text.replace(/[\r\n\0]/g, ' ')),
  fc.constantFrom('localhost', '127.0.0.1:1', '[::1]', 'a b', 'evil.invalid', '', ':', '%'),
  fc.constantFrom('bytes=0-', 'bytes=2-1', '2-1', 'bytes=-5', 'bytes=0-0,5-9', 'bytes=99999999999-', 'bytes=x-y'),
  fc.jsonValue({ maxDepth: 2 }).map((value) => `__session=${encodeURIComponent(JSON.stringify(value))}`),
  fc
    .dictionary(
      fc.constantFrom('mf_home', 'mf_contact', 'x', '__proto__'),
      fc.constantFrom(
        'http://127.0.0.1:1/mf-manifest.json',
        'javascript:alert(1)',
        '',
        'https://codekade-home--a--b.web.app/mf-manifest.json',
      ),
    )
    .map((pairs) => `__session=${encodeURIComponent(JSON.stringify(pairs))}`),
);

const HEADER_NAMES = [
  'Host',
  'Cookie',
  'Origin',
  'Accept',
  'Accept-Encoding',
  'If-None-Match',
  'Range',
  'Referer',
  'X-Forwarded-For',
  'X-Forwarded-Host',
  'Content-Type',
];

/**
 * @typedef {{ method: string, target: string, headers: [string, string][], body: string }} RawRequest
 * @type {fc.Arbitrary<RawRequest>}
 */
export const rawRequestArbitrary = fc.record({
  method: fc.constantFrom(...METHODS),
  target: requestTargetArbitrary,
  headers: fc.array(fc.tuple(fc.constantFrom(...HEADER_NAMES), headerValue), { maxLength: 6 }),
  body: fc.oneof(fc.constant(''), fc.string({ maxLength: 200 })),
});

/**
 * Sends one request as raw bytes and gives the status of the answer (0: the connection closed with none).
 * @param {number} port a loopback port
 * @param {RawRequest} request
 * @returns {Promise<number>}
 */
export function sendRawRequest(port, { method, target, headers, body }) {
  const bodyBytes = Buffer.from(body);
  const head = [
    `${method} ${target} HTTP/1.1`,
    ...(headers.some(([name]) => name === 'Host') ? [] : [`Host: 127.0.0.1:${port}`]),
    ...headers.map(([name, value]) => `${name}: ${value}`),
    `Content-Length: ${bodyBytes.length}`,
    'Connection: close',
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error(`no answer within 10 s to ${method} ${JSON.stringify(target)}`));
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0)));
    // Written, not ended: as a browser, the client keeps its side open until the server closes (Connection: close).
    socket.write(Buffer.concat([Buffer.from(head, 'latin1'), bodyBytes]));
  });
}

/**
 * Every generated request gets an HTTP status, and the server answers `alivePath` with a 2xx after each.
 * On a loaded machine the run stops after `timeLimitMs` with the requests it got through (all of them
 * checked), so a busy CI host shortens the run instead of failing it on time.
 * @param {number} port
 * @param {{ numRuns: number, alivePath?: string, seed?: number, timeLimitMs?: number }} options
 */
export async function assertAnswersEveryRequest(port, { numRuns, alivePath = '/', seed, timeLimitMs = 20_000 }) {
  await fc.assert(
    fc.asyncProperty(rawRequestArbitrary, async (request) => {
      const status = await sendRawRequest(port, request);
      if (status < 100 || status > 599) throw new Error(`no HTTP answer (status ${status})`);
      const alive = await sendRawRequest(port, { method: 'GET', target: alivePath, headers: [], body: '' });
      if (alive < 200 || alive > 399) throw new Error(`the server no longer answers ${alivePath} (status ${alive})`);
    }),
    { numRuns, seed, interruptAfterTimeLimit: timeLimitMs },
  );
}

/**
 * Each of ODD_TARGETS gets an answer below 500 (a page, a redirect, a 4xx) from the server on `port`.
 * @param {number} port
 */
export async function assertOddTargetsAnswered(port) {
  for (const target of ODD_TARGETS) {
    const status = await sendRawRequest(port, { method: 'GET', target, headers: [], body: '' });
    if (status < 200 || status > 499) throw new Error(`GET ${target} was answered ${status || 'with nothing'}`);
  }
}
