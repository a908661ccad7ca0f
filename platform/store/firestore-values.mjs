// @ts-check
/**
 * Firestore's JSON value encoding (`{ "stringValue": "…" }`, `{ "mapValue": { "fields": … } }`, …),
 * decoded into plain JavaScript so the rules can look at a document the way firestore.rules does.
 */
import { invalidArgument } from './firestore-error.mjs';

/** A point in time with Firestore's microsecond precision, kept as its RFC 3339 text. */
export class Timestamp {
  /** @param {string} iso e.g. 2025-05-01T09:30:00.123456Z */
  constructor(iso) {
    this.iso = iso;
  }

  /** Microseconds since 1970, the precision Firestore compares timestamps at. */
  get epochMicros() {
    const fraction = this.iso.match(/\.(\d+)/)?.[1] ?? '';
    const wholeSeconds = Date.parse(this.iso.replace(/\.\d+/, ''));
    return BigInt(wholeSeconds) * 1000n + BigInt(fraction.padEnd(6, '0').slice(0, 6));
  }

  /** @param {unknown} other */
  equals(other) {
    return other instanceof Timestamp && other.epochMicros === this.epochMicros;
  }
}

/** Bytes, references and geo points: stored as given, never a string or a timestamp to the rules. */
export class OpaqueValue {
  /**
   * @param {'bytesValue' | 'referenceValue' | 'geoPointValue'} type
   * @param {unknown} value
   */
  constructor(type, value) {
    this.type = type;
    this.value = value;
  }
}

/**
 * Lists and maps hold decoded values too (typed loosely: JSDoc cannot declare the recursion).
 * @typedef {string | number | bigint | boolean | null | Timestamp | OpaqueValue | unknown[] | DecodedMap} DecodedValue
 * @typedef {Map<string, unknown>} DecodedMap
 */

/** Firestore allows 20 levels of nested maps and arrays. */
const MAX_DEPTH = 20;
const TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;
const INTEGER_PATTERN = /^-?\d{1,19}$/;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
export function isPlainObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Refuses names Firestore refuses: empty, or reserved (`__name__`-like).
 * @param {string} name
 * @param {string} where
 */
export function assertValidFieldName(name, where) {
  if (name === '' || /^__.*__$/.test(name)) throw invalidArgument(`${where}: invalid field name "${name}".`);
}

/**
 * @param {unknown} raw
 * @returns {bigint}
 */
function decodeInteger(raw) {
  const text = typeof raw === 'number' && Number.isInteger(raw) ? String(raw) : raw;
  if (typeof text !== 'string' || !INTEGER_PATTERN.test(text)) throw invalidArgument('Invalid integer value.');
  const integer = BigInt(text);
  if (integer < INT64_MIN || integer > INT64_MAX) throw invalidArgument('Integer value out of the 64-bit range.');
  return integer;
}

/**
 * @param {unknown} raw
 * @returns {number}
 */
function decodeDouble(raw) {
  if (typeof raw === 'number') return raw;
  if (raw === 'NaN') return Number.NaN;
  if (raw === 'Infinity') return Number.POSITIVE_INFINITY;
  if (raw === '-Infinity') return Number.NEGATIVE_INFINITY;
  throw invalidArgument('Invalid double value.');
}

/**
 * Decodes one Firestore JSON value; anything that is not exactly one known value kind is refused.
 * @param {unknown} raw
 * @param {number} [depth]
 * @returns {DecodedValue}
 */
export function decodeValue(raw, depth = 0) {
  if (depth > MAX_DEPTH) throw invalidArgument(`Value nested more than ${MAX_DEPTH} levels deep.`);
  if (!isPlainObject(raw)) throw invalidArgument('Invalid value: expected an object such as {"stringValue": "…"}.');
  const kinds = Object.keys(raw);
  if (kinds.length !== 1) throw invalidArgument(`Invalid value: expected exactly one value kind, got ${kinds.length}.`);
  const [kind] = kinds;
  const payload = raw[/** @type {string} */ (kind)];
  switch (kind) {
    case 'stringValue':
      if (typeof payload !== 'string') throw invalidArgument('Invalid string value.');
      return payload;
    case 'integerValue':
      return decodeInteger(payload);
    case 'doubleValue':
      return decodeDouble(payload);
    case 'booleanValue':
      if (typeof payload !== 'boolean') throw invalidArgument('Invalid boolean value.');
      return payload;
    case 'nullValue':
      if (payload !== null && payload !== 'NULL_VALUE') throw invalidArgument('Invalid null value.');
      return null;
    case 'timestampValue':
      if (typeof payload !== 'string' || !TIMESTAMP_PATTERN.test(payload) || Number.isNaN(Date.parse(payload))) {
        throw invalidArgument('Invalid timestamp value.');
      }
      return new Timestamp(payload);
    case 'bytesValue':
    case 'referenceValue':
      if (typeof payload !== 'string') throw invalidArgument(`Invalid ${kind}.`);
      return new OpaqueValue(kind, payload);
    case 'geoPointValue':
      if (!isPlainObject(payload)) throw invalidArgument('Invalid geo point value.');
      return new OpaqueValue(kind, payload);
    case 'arrayValue':
      return decodeArray(payload, depth);
    case 'mapValue':
      if (!isPlainObject(payload)) throw invalidArgument('Invalid map value.');
      return decodeFields(payload.fields, depth + 1);
    default:
      throw invalidArgument(`Invalid value: unknown value kind "${kind}".`);
  }
}

/**
 * @param {unknown} payload
 * @param {number} depth
 * @returns {DecodedValue[]}
 */
function decodeArray(payload, depth) {
  if (!isPlainObject(payload)) throw invalidArgument('Invalid array value.');
  const values = payload.values ?? [];
  if (!Array.isArray(values)) throw invalidArgument('Invalid array value: "values" must be a list.');
  return values.map((item) => {
    if (isPlainObject(item) && 'arrayValue' in item)
      throw invalidArgument('Cannot nest an array directly in an array.');
    return decodeValue(item, depth + 1);
  });
}

/**
 * Decodes a `fields` object (document or map) into a Map, which keeps any key, even `__proto__`.
 * @param {unknown} fields
 * @param {number} [depth]
 * @returns {DecodedMap}
 */
export function decodeFields(fields, depth = 0) {
  /** @type {DecodedMap} */
  const decoded = new Map();
  if (fields === undefined) return decoded;
  if (!isPlainObject(fields)) throw invalidArgument('Invalid "fields": expected an object.');
  for (const [name, value] of Object.entries(fields)) {
    assertValidFieldName(name, 'Document fields');
    decoded.set(name, decodeValue(value, depth));
  }
  return decoded;
}

/**
 * The inverse of decodeValue, for the transform results of a commit answer.
 * @param {unknown} value a DecodedValue
 * @returns {Record<string, unknown>}
 */
export function encodeValue(value) {
  if (value === null) return { nullValue: 'NULL_VALUE' };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'bigint') return { integerValue: String(value) };
  if (typeof value === 'number') return { doubleValue: Number.isFinite(value) ? value : String(value) };
  if (value instanceof Timestamp) return { timestampValue: value.iso };
  if (value instanceof OpaqueValue) return { [value.type]: value.value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encodeValue) } };
  if (value instanceof Map) {
    return { mapValue: { fields: Object.fromEntries([...value].map(([key, item]) => [key, encodeValue(item)])) } };
  }
  throw new TypeError(`Not a decoded Firestore value: ${String(value)}`);
}
