// @vitest-environment node
/**
 * The beacon endpoint against generated hostile input (fast-check): random bodies, oversized bodies,
 * broken shapes, forged versions and remotes, absurd values, wrong methods, types, queries and
 * sites, and missing, forged, tampered, foreign and expired tokens. Each is refused with its 4xx, and
 * after a flush the emulator holds nothing of them. Generated fit beacons, each with its page's
 * token, are all taken, and what is stored adds up to exactly what they said, but for page views,
 * which only the composer counts.
 */
import { request as httpRequest, type Server } from 'node:http';
import { remoteNames } from '@codekade/platform/app-registry';
import {
  BEACON_MAX_BYTES,
  BEACON_MAX_COUNT,
  BEACON_MAX_RECORDS,
  type BeaconRecord,
  COUNT_FIELDS,
  VITAL_FIELDS,
  VITAL_LIMITS,
} from '@codekade/shared/measurement-beacon';
import { BEACON_PATH } from '@codekade/shared/measurements';
import { isVersionId } from '@codekade/shared/versions';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPERTY_TIME_LIMIT_MS } from '../generated-input.test-helper';
import { createMeasurements, type Measurements, readVersionFigures } from './index';
import { SAME_ORIGIN, TEST_TOKEN_SECRET, tokenFor } from './page-tokens.test-helper';
import { emulatorStore, serve, storedAggregates } from './test-store.test-helper';

const store = emulatorStore('demo-measurements-endpoint');
/** The one version the endpoint knows for every remote: refused beacons must leave it without documents. */
const HOSTILE_RUN = `hostile-${Date.now()}`;
const ACCEPTED_RUN = `accepted-${Date.now()}`;
const KNOWN = new Set([HOSTILE_RUN, ACCEPTED_RUN]);

let measurements: Measurements;
let server: Server;
let origin: string;

beforeAll(async () => {
  // No timer flush during the test: only the explicit one at the end writes.
  measurements = createMeasurements({
    knownVersions: () => KNOWN,
    store,
    flushIntervalMs: 3_600_000,
    tokenSecret: TEST_TOKEN_SECRET,
  });
  ({ server, origin } = await serve((request, response) => void measurements.answerBeacon(request, response)));
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  await measurements.close();
});

interface Exchange {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** Sends exactly what is given (no header added but Host and Content-Length) and resolves the status. */
function send({ method = 'POST', path = BEACON_PATH, headers = {}, body }: Exchange): Promise<number> {
  const url = new URL(path, origin);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const BEACON_TYPE = { 'content-type': 'text/plain;charset=UTF-8' };
/** What a page's own beacon carries. */
const BEACON_HEADERS = { ...BEACON_TYPE, ...SAME_ORIGIN };

const remoteArbitrary = fc.constantFrom(...remoteNames);
const countArbitrary = fc.integer({ min: 0, max: BEACON_MAX_COUNT });
const vitalArbitrary = (field: (typeof VITAL_FIELDS)[number]) =>
  fc.double({ min: 0, max: VITAL_LIMITS[field], noNaN: true, noDefaultInfinity: true });

/** A fit record of `version`: some counts, some vitals, a page view so it says something. */
const recordArbitrary = (version: string) =>
  fc
    .record(
      {
        remote: remoteArbitrary,
        pageViews: fc.constant(1),
        loadFailures: countArbitrary,
        recoveries: countArbitrary,
        errors: countArbitrary,
        integrityFailures: countArbitrary,
        lcp: vitalArbitrary('lcp'),
        inp: vitalArbitrary('inp'),
        cls: vitalArbitrary('cls'),
      },
      { requiredKeys: ['remote', 'pageViews'] },
    )
    .map((record): BeaconRecord => ({ ...record, version }));

/** Fit beacons: a page's one record (its token covers one remote and version). */
const beaconArbitrary = (version: string) => recordArbitrary(version).map((record) => [record]);

/** A beacon's text, with a fresh token of the page its first record names (or of `page`). */
const text = (records: unknown, page?: { remote: string; version: string }) => {
  const first = (Array.isArray(records) ? records[0] : undefined) as BeaconRecord | undefined;
  const named = page ?? (first && { remote: String(first.remote), version: String(first.version) });
  return JSON.stringify({ token: named ? tokenFor(named.remote, named.version) : undefined, records });
};

/** A value a field must never take: the wrong type, out of range, not whole, absurd. */
const badCount = fc.oneof(
  fc.integer({ min: -1_000_000, max: -1 }),
  fc.integer({ min: BEACON_MAX_COUNT + 1 }),
  fc.double({ min: 0.001, max: 0.999, noNaN: true }).map((fraction) => 1 + fraction),
  fc.constantFrom('1', null, true, [], {}, 1e308, -0.5),
);
const badVital = (field: (typeof VITAL_FIELDS)[number]) =>
  fc.oneof(
    fc.double({ min: -1e12, max: -1e-9, noNaN: true }),
    fc.double({ min: VITAL_LIMITS[field] + 1e-6, max: 1e300, noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom('100', null, false, [1], { value: 1 }),
  );

/** A fit beacon with one thing broken, and the status the endpoint must answer. */
const brokenBeacon: fc.Arbitrary<{ exchange: Exchange; status: number; what: string }> = beaconArbitrary(
  HOSTILE_RUN,
).chain((records) => {
  const first = records[0] as BeaconRecord;
  const page = { remote: first.remote, version: first.version };
  const body = (changed: unknown) => ({ headers: BEACON_HEADERS, body: text(changed, page) });
  const withFirst = (change: Record<string, unknown>) => [{ ...first, ...change }, ...records.slice(1)];
  const cases: fc.Arbitrary<{ exchange: Exchange; status: number; what: string }>[] = [
    fc.constantFrom('GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS').map((method) => ({
      exchange: { ...body(records), method },
      status: 405,
      what: `method ${method}`,
    })),
    fc
      .constantFrom(
        '',
        'text/html',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/jsonx',
        'text/plain2',
        'image/png',
      )
      .map((type) => ({
        exchange: {
          headers: type ? { 'content-type': type, ...SAME_ORIGIN } : { ...SAME_ORIGIN },
          body: text(records),
        },
        status: 415,
        what: `type "${type}"`,
      })),
    fc.stringMatching(/^[a-z]{1,8}=[A-Za-z0-9]{0,16}$/).map((query) => ({
      exchange: { ...body(records), path: `${BEACON_PATH}?${query}` },
      status: 400,
      what: 'a query',
    })),
    fc.constantFrom('cross-site', 'same-site', 'none', 'Same-Origin', '').map((site) => ({
      exchange: { headers: { ...BEACON_TYPE, 'sec-fetch-site': site }, body: text(records) },
      status: 403,
      what: `sec-fetch-site ${site}`,
    })),
    fc.constant({ exchange: { headers: BEACON_TYPE, body: text(records) }, status: 403, what: 'no sec-fetch-site' }),
    fc.constantFrom<unknown>(undefined, null, 7, '', 'm1', ['token'], { token: 1 }, 'x'.repeat(300)).map((token) => ({
      exchange: { headers: BEACON_HEADERS, body: JSON.stringify({ token, records }) },
      status: 403,
      what: `token ${JSON.stringify(token)?.slice(0, 40)}`,
    })),
    fc.string({ maxLength: 120 }).map((token) => ({
      exchange: { headers: BEACON_HEADERS, body: JSON.stringify({ token, records }) },
      status: 403,
      what: `forged token ${JSON.stringify(token)}`,
    })),
    fc.nat({ max: 200 }).map((position) => {
      // One character of a genuine token changed: its signature no longer holds.
      const token = tokenFor(first.remote, first.version);
      const at = position % token.length;
      const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
      return {
        exchange: { headers: BEACON_HEADERS, body: JSON.stringify({ token: changed, records }) },
        status: 403,
        what: `tampered token at ${at}`,
      };
    }),
    remoteArbitrary
      .filter((remote) => remote !== first.remote)
      .map((remote) => ({
        exchange: { headers: BEACON_HEADERS, body: text(records, { remote, version: first.version }) },
        status: 403,
        what: `a token of ${remote}'s page`,
      })),
    fc.integer({ min: 15 * 60_000 + 1, max: 48 * 3_600_000 }).map((age) => ({
      exchange: {
        headers: BEACON_HEADERS,
        body: JSON.stringify({ token: tokenFor(first.remote, first.version, () => Date.now() - age), records }),
      },
      status: 403,
      what: `a token ${age} ms old`,
    })),

    fc.integer({ min: BEACON_MAX_BYTES + 1, max: 300_000 }).map((size) => {
      const fit = text(records);
      return {
        exchange: { headers: BEACON_HEADERS, body: fit + ' '.repeat(Math.max(0, size - fit.length)) },
        status: 413,
        what: `${size} bytes`,
      };
    }),
    fc
      .string({ maxLength: 200 })
      .filter((raw) => {
        try {
          JSON.parse(raw);
          return false;
        } catch {
          return true;
        }
      })
      .map((raw) => ({ exchange: { headers: BEACON_HEADERS, body: raw }, status: 400, what: 'not JSON' })),
    fc.constantFrom('NaN', 'Infinity', '-Infinity', '0x10', '1e999', 'undefined').map((number) => ({
      exchange: {
        headers: BEACON_HEADERS,
        body: text(records).replace(/"pageViews":\d+/, `"pageViews":${number}`),
      },
      status: 400,
      what: `pageViews ${number}`,
    })),
    fc.constant({
      exchange: { headers: BEACON_HEADERS, body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
      status: 400,
      what: 'not UTF-8',
    }),
    fc
      .json({ maxDepth: 3 })
      .filter((json) => !json.includes(HOSTILE_RUN))
      .map((json) => ({
        exchange: { headers: BEACON_HEADERS, body: json },
        status: 400,
        what: 'random JSON',
      })),
    fc
      .constantFrom(
        { change: [], what: 'no records' },
        { change: 'records', what: 'records not a list' },
        { change: null, what: 'records null' },
      )
      .map(({ change, what }) => ({ exchange: body(change), status: 400, what })),
    fc.constant({
      exchange: { headers: BEACON_HEADERS, body: JSON.stringify({ token: 'x', records, extra: 1 }) },
      status: 400,
      what: 'an extra top-level field',
    }),
    fc.constant({
      exchange: body(Array.from({ length: BEACON_MAX_RECORDS + 1 }, () => first)),
      status: 400,
      what: 'too many records',
    }),
    fc.constant({ exchange: body([first, first]), status: 400, what: 'a record twice' }),
    fc.constantFrom(...COUNT_FIELDS).chain((field) =>
      badCount.map((value) => ({
        exchange: body(withFirst({ [field]: value })),
        status: 400,
        what: `${field} ${JSON.stringify(value)}`,
      })),
    ),
    fc.constantFrom(...VITAL_FIELDS).chain((field) =>
      badVital(field).map((value) => ({
        exchange: body(withFirst({ [field]: value })),
        status: 400,
        what: `${field} ${JSON.stringify(value)}`,
      })),
    ),
    fc
      .stringMatching(/^[a-zA-Z_$][\w$]{0,20}$/)
      .filter((key) => !(key in first) && !['remote', 'version', ...COUNT_FIELDS, ...VITAL_FIELDS].includes(key))
      .map((key) => ({
        exchange: body(withFirst({ [key]: 'visitor-1234' })),
        status: 400,
        what: `unknown field ${key}`,
      })),
    fc.constant({
      exchange: body([{ remote: first.remote, version: HOSTILE_RUN }]),
      status: 400,
      what: 'a record saying nothing',
    }),
    fc.constant({
      exchange: body([{ remote: first.remote, version: HOSTILE_RUN, pageViews: 0, errors: 0 }]),
      status: 400,
      what: 'a record of zeros',
    }),
    fc
      .oneof(fc.string({ maxLength: 80 }), fc.constantFrom('', '../x', 'a/b', 'x'.repeat(65), '__proto__ '))
      .filter((version) => !isVersionId(version))
      .map((version) => ({
        exchange: body(withFirst({ version })),
        status: 400,
        what: `version ${JSON.stringify(version)}`,
      })),
    fc
      .stringMatching(/^[A-Za-z0-9._-]{1,64}$/)
      // `.` and `..` have a build id's letters but are paths, never a version: malformed (above).
      .filter((version) => isVersionId(version) && !KNOWN.has(version))
      .chain((version) =>
        fc.constantFrom(
          // A token signed for it (which the composer never issues): the version check still stands.
          {
            exchange: { headers: BEACON_HEADERS, body: text(withFirst({ version })) },
            status: 422,
            what: `version ${version}`,
          },
          // The page's own token: the record names another page.
          { exchange: body(withFirst({ version })), status: 403, what: `forged version ${version}` },
        ),
      ),
    fc
      .oneof(fc.string({ maxLength: 30 }), fc.constantFrom('shell', 'mf_unknown', 'MF_HOME', 'mf_home ', 'constructor'))
      .filter((remote) => !(remoteNames as readonly string[]).includes(remote))
      .map((remote) => ({
        exchange: body(withFirst({ remote })),
        status: 403,
        what: `remote ${JSON.stringify(remote)}`,
      })),
    fc.constantFrom(1, 'mf_home', null, undefined).map((remote) => ({
      exchange: body(remote === 'mf_home' ? [{ ...first, remote: ['mf_home'] }] : [{ ...first, remote }]),
      status: 400,
      what: `remote ${String(remote)} not a string`,
    })),
  ];
  return fc.oneof(...cases);
});

describe('the beacon endpoint', () => {
  it(
    'refuses every generated hostile beacon with its 4xx and stores nothing of it',
    async () => {
      await fc.assert(
        fc.asyncProperty(brokenBeacon, async ({ exchange, status, what }) => {
          expect(await send(exchange), what).toBe(status);
        }),
        { numRuns: 400, interruptAfterTimeLimit: PROPERTY_TIME_LIMIT_MS },
      );
      await measurements.flush();
      expect(await storedAggregates(store, HOSTILE_RUN)).toEqual([]);
    },
    PROPERTY_TIME_LIMIT_MS + 30_000,
  );

  it('takes generated fit beacons, and what is stored adds up to what they said but for page views', async () => {
    const sent = { pageViews: 0, loadFailures: 0, recoveries: 0, errors: 0, integrityFailures: 0 };
    await fc.assert(
      fc.asyncProperty(beaconArbitrary(ACCEPTED_RUN), async (records) => {
        const body = text(records);
        expect(await send({ headers: BEACON_HEADERS, body })).toBe(204);
        // The same page's beacon again: each metric counts once per page.
        expect(await send({ headers: BEACON_HEADERS, body })).toBe(409);
        for (const record of records) for (const field of COUNT_FIELDS) sent[field] += record[field] ?? 0;
      }),
      { numRuns: 100 },
    );
    // A typed JSON Blob, as sendBeacon sends it too.
    const last = { remote: 'mf_home', version: ACCEPTED_RUN, errors: 1 };
    const typed = { 'content-type': 'application/json', ...SAME_ORIGIN };
    expect(await send({ headers: typed, body: text([last]) })).toBe(204);
    sent.errors += 1;
    // Page views are the composer's count of the pages it served: a beacon's add nothing.
    sent.pageViews = 0;
    await measurements.flush();
    const figures = await Promise.all(
      remoteNames.map((remote) =>
        readVersionFigures(store, { remote, version: ACCEPTED_RUN, since: new Date(Date.now() - 3_600_000) }),
      ),
    );
    const total = (field: keyof typeof sent) => figures.reduce((sum, figure) => sum + figure[field], 0);
    expect({
      pageViews: total('pageViews'),
      loadFailures: total('loadFailures'),
      recoveries: total('recoveries'),
      errors: total('errors'),
      integrityFailures: total('integrityFailures'),
    }).toEqual(sent);
  }, 60_000);

  it('ends a body far past the limit without reading it all, and goes on taking beacons', async () => {
    const huge = Buffer.alloc(3 * 1024 * 1024, 0x20);
    const status = await send({ headers: BEACON_HEADERS, body: huge }).catch(() => 'connection ended');
    expect([413, 'connection ended']).toContain(status);
    expect(
      await send({
        headers: BEACON_HEADERS,
        body: text([{ remote: 'mf_about', version: HOSTILE_RUN, pageViews: 0, errors: -1 }]),
      }),
    ).toBe(400);
    expect(
      await send({ headers: BEACON_HEADERS, body: text([{ remote: 'mf_about', version: ACCEPTED_RUN, errors: 1 }]) }),
    ).toBe(204);
  });
});
