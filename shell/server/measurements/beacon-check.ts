import { isRemoteName } from '@codekade/shared/contract';
import {
  BEACON_MAX_COUNT,
  BEACON_MAX_RECORDS,
  type Beacon,
  type BeaconRecord,
  COUNT_FIELDS,
  type CountField,
  VITAL_FIELDS,
  VITAL_LIMITS,
  type VitalField,
} from '@codekade/shared/measurement-beacon';
import { isVersionId } from '@codekade/shared/versions';
import * as v from 'valibot';

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

const malformed = (reason: string): BeaconRefusal => ({ status: 400, reason });

const count = (field: CountField) =>
  v.message(
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(BEACON_MAX_COUNT))),
    `${field} must be a whole number from 0 to ${BEACON_MAX_COUNT}`,
  );
const vital = (field: VitalField) =>
  v.message(
    v.optional(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(VITAL_LIMITS[field]))),
    `${field} must be a number from 0 to ${VITAL_LIMITS[field]}`,
  );

/** Whether a record says anything: a count above zero or a vital measured. */
const saysSomething = (record: BeaconRecord) =>
  COUNT_FIELDS.some((field) => Number(record[field] ?? 0) > 0) ||
  VITAL_FIELDS.some((field) => record[field] !== undefined);

const NO_REMOTE_OR_VERSION = 'a record has no remote or version';

/** One record: its remote and version (checked for form only here), and what it counts and measures. */
const recordSchema = v.pipe(
  v.strictObject(
    {
      remote: v.string(NO_REMOTE_OR_VERSION),
      version: v.pipe(
        v.string(NO_REMOTE_OR_VERSION),
        v.check((version: string) => isVersionId(version), 'a version is not a build id'),
      ),
      ...(Object.fromEntries(COUNT_FIELDS.map((field) => [field, count(field)])) as Record<
        CountField,
        ReturnType<typeof count>
      >),
      ...(Object.fromEntries(VITAL_FIELDS.map((field) => [field, vital(field)])) as Record<
        VitalField,
        ReturnType<typeof vital>
      >),
    },
    // The one message of both a record that is no object and a key no record has (the issue's input is the key).
    (issue) =>
      issue.expected === 'never'
        ? `a record has an unknown field "${String(issue.input).slice(0, 40)}"`
        : 'a record is not an object',
  ),
  v.check(saysSomething, 'a record counts nothing and measures nothing'),
);

const NOT_A_BEACON = 'the body must be {"token": "…", "records": [...]}';
const RECORD_COUNT = `a beacon holds 1 to ${BEACON_MAX_RECORDS} records`;

/** The body: a token and 1 to BEACON_MAX_RECORDS records, each remote and version once. */
const beaconSchema = v.strictObject(
  {
    // A token of another type is none: authorize then refuses what it cannot name.
    token: v.fallback(v.optional(v.string(), ''), ''),
    records: v.pipe(
      v.array(recordSchema, NOT_A_BEACON),
      v.minLength(1, RECORD_COUNT),
      v.maxLength(BEACON_MAX_RECORDS, RECORD_COUNT),
      v.check(
        (records) => new Set(records.map(({ remote, version }) => `${remote} ${version}`)).size === records.length,
        'a remote and version appear twice',
      ),
    ),
  },
  NOT_A_BEACON,
);

/** A beacon's body: JSON of the one shape. */
const beaconText = v.pipe(v.string(), v.parseJson(undefined, 'the body is not JSON'), beaconSchema);

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
  const read = v.safeParse(beaconText, text, { abortEarly: true });
  if (!read.success) return malformed(read.issues[0].message);
  const beacon: Beacon = read.output;
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
