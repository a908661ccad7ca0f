// @ts-check
/**
 * Reads the way Firestore answers them under the rules: `documents:batchGet` (what the lite SDK's
 * getDoc sends) and a REST document GET. The rules allow a get only of a contact message id that
 * holds no message, so every answer is "missing" or a refusal; nothing stored is ever returned.
 */
import { FirestoreError, invalidArgument, permissionDenied } from '@codekade/platform/store/firestore-error';
import { isPlainObject } from '@codekade/platform/store/firestore-values';
import { ruleDenial } from './security-rules.mjs';

const NAME_PATTERN = /^projects\/([^/]+)\/databases\/([^/]+)\/documents\/(.+)$/;
const BATCH_GET_KEYS = new Set(['documents', 'mask']);

/**
 * @typedef {{ projectId: string, databaseId: string, documentExists: (path: string) => boolean, time: import('@codekade/platform/store/firestore-values').Timestamp }} ReadContext
 */

/**
 * @param {string[]} path
 * @param {ReadContext} context
 */
function checkGet(path, context) {
  if (path.length % 2 !== 0 || path.some((segment) => segment === '')) {
    throw invalidArgument(`"${path.join('/')}" is not a valid document path.`);
  }
  const denial = ruleDenial({
    method: 'get',
    path,
    time: context.time,
    exists: context.documentExists(path.join('/')),
  });
  if (denial) throw permissionDenied(denial);
}

/**
 * The answer to a batchGet: one `missing` entry per document, or a refusal for the whole call.
 * @param {unknown} body parsed JSON
 * @param {ReadContext} context
 */
export function answerBatchGet(body, context) {
  if (!isPlainObject(body)) throw invalidArgument('Invalid JSON payload received. Expected an object.');
  for (const key of Object.keys(body)) {
    if (!BATCH_GET_KEYS.has(key)) throw invalidArgument(`Invalid JSON payload received. Unknown name "${key}".`);
  }
  const names = body.documents;
  if (!Array.isArray(names) || names.length === 0 || names.some((name) => typeof name !== 'string')) {
    throw invalidArgument('"documents" must be a list of document names.');
  }
  return /** @type {string[]} */ (names).map((name) => {
    const match = name.match(NAME_PATTERN);
    if (!match || match[1] !== context.projectId || match[2] !== context.databaseId) {
      throw invalidArgument(`"${name}" is not a document of the database of the request.`);
    }
    checkGet(String(match[3]).split('/'), context);
    return { missing: name, readTime: context.time.iso };
  });
}

/**
 * A REST GET of one document: allowed only where there is none, so its answer is NOT_FOUND.
 * @param {string} documentPath e.g. contact_messages/abc (decoded)
 * @param {ReadContext} context
 */
export function answerDocumentGet(documentPath, context) {
  checkGet(documentPath.split('/'), context);
  return new FirestoreError('NOT_FOUND', `No document to read at ${documentPath}.`);
}
