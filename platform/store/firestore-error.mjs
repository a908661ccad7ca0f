// @ts-check
/** Refusals in the shape Firestore's REST API answers with: `{ error: { code, message, status } }`. */

/** HTTP status per Firestore (gRPC) status name, as Google's REST gateway maps them. */
const HTTP_STATUS = Object.freeze({
  INVALID_ARGUMENT: 400,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  INTERNAL: 500,
});

/** @typedef {keyof typeof HTTP_STATUS} FirestoreStatus */

export class FirestoreError extends Error {
  /**
   * @param {FirestoreStatus} status
   * @param {string} message
   * @param {number} [httpStatus] only where HTTP itself answers (405, 413), not Firestore
   * @param {Record<string, string>} [headers] extra response headers
   */
  constructor(status, message, httpStatus = HTTP_STATUS[status], headers = {}) {
    super(message);
    this.name = 'FirestoreError';
    this.status = status;
    this.httpStatus = httpStatus;
    this.headers = headers;
  }

  toJSON() {
    return { error: { code: this.httpStatus, message: this.message, status: this.status } };
  }
}

/** @param {string} message */
export const invalidArgument = (message) => new FirestoreError('INVALID_ARGUMENT', message);

/** @param {string} message */
export const permissionDenied = (message) =>
  new FirestoreError('PERMISSION_DENIED', `Missing or insufficient permissions. ${message}`);

/**
 * @param {string | undefined} method
 * @param {string} allowed e.g. 'POST, OPTIONS'
 */
export const methodNotAllowed = (method, allowed) =>
  new FirestoreError('INVALID_ARGUMENT', `Method ${method} is not allowed here; allowed: ${allowed}.`, 405, {
    Allow: allowed,
  });
