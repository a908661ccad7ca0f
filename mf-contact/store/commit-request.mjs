// @ts-check
/**
 * Reads a Firestore `documents:commit` request body the way Firestore does: first the shape
 * (INVALID_ARGUMENT), then the security rules for every write (PERMISSION_DENIED). The result is
 * the list of documents to create; a commit is all or nothing.
 */
import { invalidArgument, permissionDenied } from '@codekade/platform/store/firestore-error';
import { decodeFields, decodeValue, isPlainObject } from '@codekade/platform/store/firestore-values';
import { ruleDenial } from './security-rules.mjs';

/**
 * @typedef {import('@codekade/platform/store/firestore-values').DecodedValue} DecodedValue
 * @typedef {import('@codekade/platform/store/firestore-values').DecodedMap} DecodedMap
 * @typedef {import('@codekade/platform/store/firestore-values').Timestamp} Timestamp
 * @typedef {import('./security-rules.mjs').RuleMethod} RuleMethod
 * @typedef {object} DocumentCreate
 * @property {string[]} path e.g. ['contact_messages', 'a1b2']
 * @property {DecodedMap} data
 * @property {DecodedValue[]} transformResults
 * @typedef {object} CommitContext
 * @property {string} projectId from the request URL
 * @property {string} databaseId from the request URL
 * @property {Timestamp} requestTime
 * @property {(path: string) => boolean} documentExists
 */

/** Firestore's own limit of writes per commit. */
const MAX_WRITES = 500;
const MAX_ID_BYTES = 1500;
const BODY_KEYS = new Set(['writes', 'transaction']);
const WRITE_KEYS = new Set([
  'update',
  'delete',
  'verify',
  'transform',
  'updateMask',
  'updateTransforms',
  'currentDocument',
]);
const OPERATIONS = ['update', 'delete', 'verify', 'transform'];
const DOCUMENT_KEYS = new Set(['name', 'fields', 'createTime', 'updateTime']);

/**
 * @param {unknown} body parsed JSON
 * @param {CommitContext} context
 * @returns {DocumentCreate[]}
 */
export function planCommit(body, context) {
  if (!isPlainObject(body)) throw invalidArgument('Invalid JSON payload received. Expected an object.');
  for (const key of Object.keys(body)) {
    if (!BODY_KEYS.has(key)) throw invalidArgument(`Invalid JSON payload received. Unknown name "${key}".`);
  }
  if (body.transaction !== undefined) throw invalidArgument('Invalid transaction: the local store has none open.');
  const writes = body.writes ?? [];
  if (!Array.isArray(writes)) throw invalidArgument('Invalid JSON payload received. "writes" must be a list.');
  if (writes.length > MAX_WRITES) throw invalidArgument(`A commit may contain at most ${MAX_WRITES} writes.`);

  const parsed = writes.map((write, index) => parseWrite(write, index, context));

  // Within one commit a document written earlier already exists for the writes after it.
  const createdHere = new Set();
  return parsed.map(({ path, kind, data, transformResults, requiresExisting }) => {
    const key = path.join('/');
    const exists = context.documentExists(key) || createdHere.has(key);
    /** @type {RuleMethod} */
    const method =
      kind === 'delete' ? 'delete' : kind === 'verify' ? 'get' : exists || requiresExisting ? 'update' : 'create';
    const denial = ruleDenial({ method, path, data, time: context.requestTime, exists });
    if (denial) throw permissionDenied(denial);
    createdHere.add(key);
    return { path, data: data ?? new Map(), transformResults };
  });
}

/**
 * @param {unknown} write
 * @param {number} index
 * @param {CommitContext} context
 */
function parseWrite(write, index, context) {
  const where = `writes[${index}]`;
  if (!isPlainObject(write)) throw invalidArgument(`${where} must be an object.`);
  for (const key of Object.keys(write)) {
    if (!WRITE_KEYS.has(key)) throw invalidArgument(`${where}: unknown name "${key}".`);
  }
  const operations = OPERATIONS.filter((operation) => write[operation] !== undefined);
  if (operations.length !== 1) throw invalidArgument(`${where} must have exactly one of ${OPERATIONS.join(', ')}.`);
  const [kind] = operations;
  if (kind === 'transform')
    throw invalidArgument(`${where}: "transform" writes are not supported; use updateTransforms.`);
  const requiresExisting = parsePrecondition(write.currentDocument, where);

  if (kind === 'delete' || kind === 'verify') {
    if (typeof write[kind] !== 'string') throw invalidArgument(`${where}.${kind} must be a document name.`);
    return {
      kind,
      path: parseDocumentName(write[kind], where, context),
      data: undefined,
      transformResults: [],
      requiresExisting,
    };
  }

  const document = write.update;
  if (!isPlainObject(document)) throw invalidArgument(`${where}.update must be a document.`);
  for (const key of Object.keys(document)) {
    if (!DOCUMENT_KEYS.has(key)) throw invalidArgument(`${where}.update: unknown name "${key}".`);
  }
  if (typeof document.name !== 'string') throw invalidArgument(`${where}.update.name must be a document name.`);
  const path = parseDocumentName(document.name, where, context);
  let data = decodeFields(document.fields);
  if (write.updateMask !== undefined) data = applyMask(data, write.updateMask, where);
  const transformResults = applyTransforms(data, write.updateTransforms, where, context.requestTime);
  return { kind, path, data, transformResults, requiresExisting };
}

/**
 * @param {unknown} precondition
 * @param {string} where
 * @returns {boolean} whether the write requires the document to exist (so it is an update)
 */
function parsePrecondition(precondition, where) {
  if (precondition === undefined) return false;
  if (!isPlainObject(precondition) || Object.keys(precondition).length !== 1) {
    throw invalidArgument(`${where}.currentDocument must have exactly one of exists, updateTime.`);
  }
  if (typeof precondition.exists === 'boolean') return precondition.exists;
  if (typeof precondition.updateTime === 'string') return true;
  throw invalidArgument(`${where}.currentDocument is invalid.`);
}

/**
 * `projects/{project}/databases/{database}/documents/{collection}/{id}/…` to its path segments.
 * @param {string} name
 * @param {string} where
 * @param {CommitContext} context
 * @returns {string[]}
 */
function parseDocumentName(name, where, context) {
  const match = name.match(/^projects\/([^/]+)\/databases\/([^/]+)\/documents\/(.+)$/);
  if (!match) throw invalidArgument(`${where}: "${name}" is not a document name.`);
  const [, projectId, databaseId, documentPath] = /** @type {[string, string, string, string]} */ (match);
  if (projectId !== context.projectId || databaseId !== context.databaseId) {
    throw invalidArgument(`${where}: "${name}" is not in the database of the request.`);
  }
  const segments = documentPath.split('/');
  const encoder = new TextEncoder();
  const invalid = segments.find(
    (segment) =>
      segment === '' ||
      segment === '.' ||
      segment === '..' ||
      /^__.*__$/.test(segment) ||
      encoder.encode(segment).length > MAX_ID_BYTES,
  );
  if (invalid !== undefined || segments.length % 2 !== 0) {
    throw invalidArgument(`${where}: "${name}" is not a valid document path.`);
  }
  return segments;
}

/**
 * `a.b.\`c d\`` to ['a', 'b', 'c d']; names that are not simple identifiers need backticks.
 * @param {unknown} fieldPath
 * @param {string} where
 * @returns {string[]}
 */
function parseFieldPath(fieldPath, where) {
  const invalid = () => invalidArgument(`${where}: invalid field path "${String(fieldPath)}".`);
  if (typeof fieldPath !== 'string') throw invalid();
  const segments = [];
  let rest = fieldPath;
  for (;;) {
    const match = rest.match(/^(?:`((?:[^`\\]|\\.)+)`|([A-Za-z_][A-Za-z_0-9]*))/);
    if (!match) throw invalid();
    const segment = match[1] === undefined ? String(match[2]) : match[1].replace(/\\(.)/g, '$1');
    if (/^__.*__$/.test(segment)) throw invalid();
    segments.push(segment);
    rest = rest.slice(match[0].length);
    if (rest === '') return segments;
    if (!rest.startsWith('.')) throw invalid();
    rest = rest.slice(1);
  }
}

/**
 * A patch writes only the masked fields.
 * @param {DecodedMap} data
 * @param {unknown} mask
 * @param {string} where
 */
function applyMask(data, mask, where) {
  if (!isPlainObject(mask) || !Array.isArray(mask.fieldPaths ?? [])) {
    throw invalidArgument(`${where}.updateMask must be {"fieldPaths": [...]}.`);
  }
  const masked = /** @type {unknown[]} */ (mask.fieldPaths ?? []).map(
    (path) => parseFieldPath(path, `${where}.updateMask`)[0],
  );
  return new Map([...data].filter(([key]) => masked.includes(key)));
}

/**
 * Applies server-side transforms (the server timestamp of `createdAt`) to the new document.
 * @param {DecodedMap} data changed in place
 * @param {unknown} transforms
 * @param {string} where
 * @param {Timestamp} requestTime
 * @returns {DecodedValue[]}
 */
function applyTransforms(data, transforms, where, requestTime) {
  if (transforms === undefined) return [];
  if (!Array.isArray(transforms)) throw invalidArgument(`${where}.updateTransforms must be a list.`);
  const seen = new Set();
  return transforms.map((transform, index) => {
    const at = `${where}.updateTransforms[${index}]`;
    if (!isPlainObject(transform)) throw invalidArgument(`${at} must be an object.`);
    const path = parseFieldPath(transform.fieldPath, at);
    const key = path.join('.');
    if (seen.has(key)) throw invalidArgument(`${at}: field "${key}" has more than one transform.`);
    seen.add(key);
    const kinds = Object.keys(transform).filter((name) => name !== 'fieldPath');
    if (kinds.length !== 1) throw invalidArgument(`${at} must have exactly one transform.`);
    const result = transformResult(
      /** @type {string} */ (kinds[0]),
      transform[/** @type {string} */ (kinds[0])],
      at,
      requestTime,
    );
    setAtPath(data, path, result);
    return result;
  });
}

/**
 * The value a transform gives a field of a new document.
 * @param {string} kind
 * @param {unknown} operand
 * @param {string} at
 * @param {Timestamp} requestTime
 * @returns {DecodedValue}
 */
function transformResult(kind, operand, at, requestTime) {
  switch (kind) {
    case 'setToServerValue':
      if (operand !== 'REQUEST_TIME') throw invalidArgument(`${at}: unknown server value "${String(operand)}".`);
      return requestTime;
    case 'increment':
    case 'maximum':
    case 'minimum': {
      const number = decodeValue(operand);
      if (typeof number !== 'number' && typeof number !== 'bigint')
        throw invalidArgument(`${at}: ${kind} needs a number.`);
      return number;
    }
    case 'appendMissingElements':
    case 'removeAllFromArray': {
      const list = decodeValue({ arrayValue: operand });
      return kind === 'appendMissingElements' ? list : [];
    }
    default:
      throw invalidArgument(`${at}: unknown transform "${kind}".`);
  }
}

/**
 * @param {DecodedMap} data
 * @param {string[]} path
 * @param {DecodedValue} value
 */
function setAtPath(data, path, value) {
  const [head, ...rest] = /** @type {[string, ...string[]]} */ (path);
  if (rest.length === 0) {
    data.set(head, value);
    return;
  }
  const child = data.get(head);
  const map = child instanceof Map ? child : new Map();
  data.set(head, map);
  setAtPath(map, rest, value);
}
