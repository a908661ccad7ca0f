/**
 * Plain values to Firestore's REST value format and back
 * (https://firebase.google.com/docs/firestore/reference/rest/v1/Value). What is read back is data
 * from outside: a value of an unexpected kind becomes undefined, never an exception.
 */

export type FirestoreValue = Record<string, unknown>;

export function toFirestoreValue(value: unknown): FirestoreValue {
  if (value === null || value === undefined) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  switch (typeof value) {
    case 'boolean':
      return { booleanValue: value };
    case 'string':
      return { stringValue: value };
    case 'number':
      return Number.isSafeInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
    case 'object':
      if (Array.isArray(value)) return { arrayValue: { values: value.map(toFirestoreValue) } };
      return { mapValue: { fields: toFirestoreFields(value as Record<string, unknown>) } };
    default:
      throw new TypeError(`Firestore cannot store a ${typeof value}.`);
  }
}

export function toFirestoreFields(record: Record<string, unknown>): Record<string, FirestoreValue> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, toFirestoreValue(value)]));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deeper than any document this site stores: a hostile answer nested further reads as undefined. */
const MAX_DEPTH = 20;

/** A REST value as a plain one: numbers, strings, booleans, null, Dates, arrays and records. */
export function fromFirestoreValue(value: unknown, depth = 0): unknown {
  if (!isRecord(value) || depth > MAX_DEPTH) return undefined;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value)
    return typeof value.doubleValue === 'number' ? value.doubleValue : Number(value.doubleValue);
  if ('stringValue' in value) return typeof value.stringValue === 'string' ? value.stringValue : undefined;
  if ('booleanValue' in value) return value.booleanValue === true;
  if ('nullValue' in value) return null;
  if ('timestampValue' in value) {
    const time = typeof value.timestampValue === 'string' ? new Date(value.timestampValue) : undefined;
    return time && !Number.isNaN(time.getTime()) ? time : undefined;
  }
  if ('mapValue' in value)
    return fromFirestoreFields(isRecord(value.mapValue) ? value.mapValue.fields : undefined, depth + 1);
  if ('arrayValue' in value) {
    const values = isRecord(value.arrayValue) ? value.arrayValue.values : undefined;
    return Array.isArray(values) ? values.map((item) => fromFirestoreValue(item, depth + 1)) : [];
  }
  return undefined;
}

export function fromFirestoreFields(fields: unknown, depth = 0): Record<string, unknown> {
  if (!isRecord(fields)) return {};
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, fromFirestoreValue(value, depth)]));
}
