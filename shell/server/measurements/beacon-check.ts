import { isRemoteName } from '@codekade/shared/contract';
import {
  BEACON_MAX_COUNT,
  BEACON_MAX_RECORDS,
  type Beacon,
  type BeaconRecord,
  COUNT_FIELDS,
  VITAL_FIELDS,
  VITAL_LIMITS,
} from '@codekade/shared/measurement-beacon';
import { isVersionId } from '@codekade/shared/versions';

/**
 * Which versions of a remote exist now (the live build, the rollout's stable and candidate). `wanted`
 * is the version a beacon names: one not known yet may make the answer be read afresh (a release a
 * moment ago), never more often than the implementation allows.
 */
export type KnownVersions = (remote: string, wanted?: string) => Promise<ReadonlySet<string>> | ReadonlySet<string>;

/** Why a beacon was refused: the HTTP status and a line for developers. */
export interface BeaconRefusal {
  status: 400 | 403 | 409 | 422 | 429 | 503;
  reason: string;
}

/**
 * Whether the page's token lets these records count (beacon-endpoint.ts): asked once the shape is
 * known to be right and before any version is looked up, so a forgery costs no read.
 */
export type AuthorizeBeacon = (beacon: Beacon) => BeaconRefusal | undefined;

const RECORD_FIELDS = new Set<string>(['remote', 'version', ...COUNT_FIELDS, ...VITAL_FIELDS]);
const BEACON_KEYS = new Set(['token', 'records']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

const malformed = (reason: string): BeaconRefusal => ({ status: 400, reason });

/** The shape and ranges of one record, or why not. Remote and version are only checked for form here. */
function recordProblem(record: unknown): string | undefined {
  if (!isPlainObject(record)) return 'a record is not an object';
  const unknownField = Object.keys(record).find((key) => !RECORD_FIELDS.has(key));
  if (unknownField !== undefined) return `a record has an unknown field "${unknownField.slice(0, 40)}"`;
  const { remote, version } = record;
  if (typeof remote !== 'string' || typeof version !== 'string') return 'a record has no remote or version';
  if (!isVersionId(version)) return 'a version is not a build id';
  let saysSomething = false;
  for (const field of COUNT_FIELDS) {
    const count = record[field];
    if (count === undefined) continue;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > BEACON_MAX_COUNT) {
      return `${field} must be a whole number from 0 to ${BEACON_MAX_COUNT}`;
    }
    saysSomething ||= count > 0;
  }
  for (const field of VITAL_FIELDS) {
    const value = record[field];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > VITAL_LIMITS[field]) {
      return `${field} must be a number from 0 to ${VITAL_LIMITS[field]}`;
    }
    saysSomething = true;
  }
  return saysSomething ? undefined : 'a record counts nothing and measures nothing';
}

/**
 * A beacon's text checked as hostile input: JSON of the one shape, every value in range, each remote
 * a federation name once (registered or discovered), each version one that exists now, and what `authorize` says of its token. Returns the beacon or why it is refused
 * (400 for a malformed or absurd beacon, 422 for a well-formed one naming what does not exist).
 */
export async function checkBeacon(
  text: string,
  knownVersions: KnownVersions,
  authorize: AuthorizeBeacon = () => undefined,
): Promise<Beacon | BeaconRefusal> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return malformed('the body is not JSON');
  }
  if (!isPlainObject(json) || !Array.isArray(json.records) || Object.keys(json).some((key) => !BEACON_KEYS.has(key))) {
    return malformed('the body must be {"token": "…", "records": [...]}');
  }
  const records: unknown[] = json.records;
  if (records.length === 0 || records.length > BEACON_MAX_RECORDS) {
    return malformed(`a beacon holds 1 to ${BEACON_MAX_RECORDS} records`);
  }
  const seen = new Set<string>();
  for (const record of records) {
    const problem = recordProblem(record);
    if (problem) return malformed(problem);
    const { remote, version } = record as BeaconRecord;
    if (seen.has(`${remote} ${version}`)) return malformed('a remote and version appear twice');
    seen.add(`${remote} ${version}`);
  }
  const beacon = { token: typeof json.token === 'string' ? json.token : '', records: records as BeaconRecord[] };
  const refusal = authorize(beacon);
  if (refusal) return refusal;
  for (const record of beacon.records) {
    // A remote discovered at run time counts as the registry's do: knownVersions knows its builds.
    if (!isRemoteName(record.remote)) return { status: 422, reason: 'a remote is not a federation name' };
    if (!(await knownVersions(record.remote, record.version)).has(record.version)) {
      return { status: 422, reason: `a version of ${record.remote} is not one that exists now` };
    }
  }
  return beacon;
}

export const isRefusal = <T extends object>(result: T | BeaconRefusal): result is BeaconRefusal =>
  !Array.isArray(result) && 'status' in result;
