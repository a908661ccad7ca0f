// @ts-check
/** Reads a request body with a size limit, as text. */
import { FirestoreError, invalidArgument } from './firestore-error.mjs';

/**
 * The request body as UTF-8 text. An oversized body is read to its end but not kept, so the client
 * still gets the 413 answer (tearing the connection down would hide it).
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit in bytes
 * @returns {Promise<string>}
 */
export function readBody(req, limit) {
  const tooLarge = () =>
    new FirestoreError('INVALID_ARGUMENT', `Request payload size exceeds the limit: ${limit} bytes.`, 413);
  return new Promise((resolveBody, reject) => {
    // Node discards the unread body once the answer is sent.
    if (Number(req.headers['content-length'] ?? 0) > limit) return reject(tooLarge());
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('error', reject);
    // A client that stops sending is cut off by the server's request timeout; the body never ends.
    req.on('close', () => {
      if (!req.complete) reject(invalidArgument('The request body was not sent completely.'));
    });
    req.on('end', () => {
      if (size > limit) return reject(tooLarge());
      try {
        resolveBody(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)));
      } catch {
        reject(invalidArgument('Invalid JSON payload received. The body is not UTF-8.'));
      }
    });
  });
}
