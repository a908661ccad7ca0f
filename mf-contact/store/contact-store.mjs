// @ts-check
/**
 * The local contact store: a small HTTP server that answers the one call the Firestore lite SDK
 * makes to add a document (`POST /v1/projects/{project}/databases/(default)/documents:commit`),
 * the way Firestore (or its emulator) answers it, with the security rules of /firestore.rules.
 * The browser code is the production code; only the host differs.
 */
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { findApp, localShellOrigins } from '@codekade/platform/apps';
import {
  FirestoreError,
  invalidArgument,
  methodNotAllowed,
  permissionDenied,
} from '@codekade/platform/store/firestore-error';
import { encodeValue, Timestamp } from '@codekade/platform/store/firestore-values';
import { readBody } from '@codekade/platform/store/request-body';
import { createCorsPolicy } from '@codekade/platform/store/store-cors';
import { planCommit } from './commit-request.mjs';
import { startLocalDelivery } from './local-functions.mjs';
import { openMessageFiles } from './message-files.mjs';
import { answerBatchGet, answerDocumentGet } from './read-request.mjs';
import { RETENTION_CHECK_INTERVAL_MS, removeExpiredMessages } from './retention.mjs';

export const DEFAULT_PORT = 8080;
export const DEFAULT_DATA_DIR = resolve(import.meta.dirname, '../../.data/contact-store');
/** Generous for a contact message (at most ~36 KB even fully escaped), small enough to refuse floods. */
export const DEFAULT_MAX_BODY_BYTES = 256 * 1024;
/**
 * How long a client may take to send its headers and its whole request. Node checks these only
 * every `checkIntervalMs` (30 s by default, which let a slow client stay 36 to 66 s), so the
 * check runs every second.
 */
export const DEFAULT_TIMEOUTS = Object.freeze({ headersMs: 15_000, requestMs: 15_000, checkIntervalMs: 1_000 });

const DATABASE_PATH = /^\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents(.*)$/;
/** Read calls: a batchGet is answered under the rules (see read-request.mjs); queries are refused. */
const READ_CALLS = new Set([
  ':batchGet',
  ':runQuery',
  ':runAggregationQuery',
  ':listCollectionIds',
  ':executePipeline',
]);

/**
 * Port and data directory from CONTACT_STORE_PORT and CONTACT_STORE_DIR. CONTACT_STORE_PORT=off
 * disables the store, leaving its port to the real Firestore emulator.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function contactStoreOptionsFromEnv(env = process.env) {
  const portSetting = env.CONTACT_STORE_PORT || String(DEFAULT_PORT);
  const port = Number(portSetting);
  if (portSetting !== 'off' && !(Number.isInteger(port) && port >= 0 && port < 65536)) {
    throw new Error(`CONTACT_STORE_PORT must be a port number or "off", not "${portSetting}".`);
  }
  return {
    enabled: portSetting !== 'off',
    port: portSetting === 'off' ? DEFAULT_PORT : port,
    dataDir: env.CONTACT_STORE_DIR ? resolve(env.CONTACT_STORE_DIR) : DEFAULT_DATA_DIR,
  };
}

/** Commit times strictly increase, with Firestore's microsecond precision. */
function createCommitClock() {
  let lastMicros = 0n;
  return () => {
    const nowMicros = BigInt(Date.now()) * 1000n;
    lastMicros = nowMicros > lastMicros ? nowMicros : lastMicros + 1n;
    const iso = new Date(Number(lastMicros / 1000n)).toISOString();
    return new Timestamp(iso.replace(/\.(\d{3})Z$/, `.$1${String(lastMicros % 1000n).padStart(3, '0')}Z`));
  };
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
function sendJson(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8', ...headers }).end(JSON.stringify(body));
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {FirestoreError} error
 * @param {Record<string, string>} [headers]
 */
function sendError(res, error, headers) {
  sendJson(res, error.httpStatus, error.toJSON(), headers);
}

/**
 * A path segment of the URL, decoded; a malformed `%`-escape is the client's error.
 * @param {string} segment
 */
function decodePathSegment(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw invalidArgument('Invalid resource name: the path has a malformed percent-escape.');
  }
}

/**
 * The pages of this machine's site that host the contact form: the shell (the origins the remotes
 * allow too, SHELL_ORIGINS included) and the contact app's own preview page.
 */
export function localFormOrigins() {
  const contactApp = findApp('mf-contact');
  const previewOrigins = contactApp
    ? [`http://localhost:${contactApp.port}`, `http://127.0.0.1:${contactApp.port}`]
    : [];
  return [...localShellOrigins(), ...previewOrigins];
}

/**
 * Starts the store. Port 0 picks a free port (tests). `allowedOrigins` are the pages that may call
 * it, by default those of `localFormOrigins`.
 * @param {{
 *   port?: number,
 *   host?: string,
 *   dataDir?: string,
 *   maxBodyBytes?: number,
 *   allowedOrigins?: readonly string[],
 *   timeouts?: { headersMs: number, requestMs: number, checkIntervalMs: number },
 *   delivery?: Omit<Parameters<typeof startLocalDelivery>[0], 'files'>,
 *   now?: () => Date,
 *   retentionIntervalMs?: number,
 * }} [options]
 */
export async function startContactStore({
  port = DEFAULT_PORT,
  host = '127.0.0.1',
  dataDir = DEFAULT_DATA_DIR,
  maxBodyBytes = DEFAULT_MAX_BODY_BYTES,
  allowedOrigins = localFormOrigins(),
  timeouts = DEFAULT_TIMEOUTS,
  delivery: deliveryOptions,
  now = () => new Date(),
  retentionIntervalMs = RETENTION_CHECK_INTERVAL_MS,
} = {}) {
  const files = await openMessageFiles(dataDir);
  const removeExpired = async () => {
    const removed = await removeExpiredMessages(files, now());
    if (removed.length > 0) console.log(`Contact store: removed ${removed.length} expired message(s).`);
    return removed;
  };
  await removeExpired();
  const retentionTimer = setInterval(
    () => removeExpired().catch((error) => console.error('Contact store: removing expired messages failed.', error)),
    retentionIntervalMs,
  );
  retentionTimer.unref();
  // The delivery function runs on each message stored, as its Firestore trigger does in production.
  const delivery = deliveryOptions ? startLocalDelivery({ files, ...deliveryOptions }) : undefined;
  const cors = createCorsPolicy(allowedOrigins);
  const nextCommitTime = createCommitClock();

  /**
   * The request's JSON body; a body that is too large or no JSON is the client's error.
   * @param {import('node:http').IncomingMessage} req
   * @returns {Promise<unknown>}
   */
  async function readJsonBody(req) {
    try {
      return JSON.parse(await readBody(req, maxBodyBytes));
    } catch (error) {
      if (error instanceof FirestoreError) throw error;
      throw invalidArgument(`Invalid JSON payload received. ${/** @type {Error} */ (error).message}`);
    }
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} projectId
   * @param {string} databaseId
   */
  async function commit(req, res, projectId, databaseId) {
    const body = await readJsonBody(req);
    const requestTime = nextCommitTime();
    const creates = planCommit(body, { projectId, databaseId, requestTime, documentExists: files.has });
    const documents = creates.map(({ path, data }) => ({ path: path.join('/'), data }));
    if (documents.length > 0) {
      try {
        await files.save(documents, requestTime.iso);
      } catch (error) {
        console.error('Contact store: could not save a commit; nothing was stored.', error);
        throw new FirestoreError('INTERNAL', 'The local store could not save the documents.');
      }
      for (const { path } of documents) if (path.startsWith('contact_messages/')) delivery?.messageStored(path);
    }
    sendJson(res, 200, {
      ...(creates.length > 0 && {
        writeResults: creates.map(({ transformResults }) => ({
          updateTime: requestTime.iso,
          ...(transformResults.length > 0 && { transformResults: transformResults.map(encodeValue) }),
        })),
      }),
      commitTime: requestTime.iso,
    });
  }

  /**
   * @param {string} projectId
   * @param {string} databaseId
   */
  function readContext(projectId, databaseId) {
    return { projectId, databaseId, documentExists: files.has, time: nextCommitTime() };
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} projectId
   * @param {string} databaseId
   */
  async function batchGet(req, res, projectId, databaseId) {
    sendJson(res, 200, answerBatchGet(await readJsonBody(req), readContext(projectId, databaseId)));
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function handle(req, res) {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (!cors.admit(req, res)) {
      throw permissionDenied("The local store accepts requests from the site's own pages only.");
    }
    const pathname = URL.parse(req.url ?? '/', 'http://store.invalid')?.pathname;
    const match = pathname?.match(DATABASE_PATH);
    if (!match) throw new FirestoreError('NOT_FOUND', `Not found: ${pathname ?? 'this address'}`);
    const [, rawProjectId, rawDatabaseId, call] = /** @type {[string, string, string, string]} */ (match);
    const projectId = decodePathSegment(rawProjectId);
    const databaseId = decodePathSegment(rawDatabaseId);
    if (databaseId !== '(default)') {
      throw new FirestoreError('NOT_FOUND', `The database ${databaseId} does not exist for project ${projectId}.`);
    }

    if (call === ':commit' || READ_CALLS.has(call)) {
      if (req.method === 'OPTIONS') return cors.answerPreflight(req, res, 'POST, OPTIONS');
      if (req.method !== 'POST') throw methodNotAllowed(req.method, 'POST, OPTIONS');
      if (call === ':commit') return commit(req, res, projectId, databaseId);
      if (call === ':batchGet') return batchGet(req, res, projectId, databaseId);
      throw permissionDenied('The rules allow no queries.');
    }
    if (call.startsWith('/')) {
      // REST document and collection paths: reads and deletes are refused by the rules.
      if (req.method === 'OPTIONS') return cors.answerPreflight(req, res, 'GET, DELETE, OPTIONS');
      if (req.method === 'GET') {
        const documentPath = call.slice(1).split('/').map(decodePathSegment).join('/');
        throw answerDocumentGet(documentPath, readContext(projectId, databaseId));
      }
      if (req.method === 'DELETE') throw permissionDenied('The rules allow no deletes.');
      throw methodNotAllowed(req.method, 'GET, DELETE, OPTIONS');
    }
    throw new FirestoreError('NOT_FOUND', `The local store does not implement ${call || 'this call'}.`);
  }

  const serverOptions = {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    connectionsCheckingInterval: timeouts.checkIntervalMs,
  };
  const server = createServer(serverOptions, (req, res) => {
    handle(req, res).catch((/** @type {unknown} */ error) => {
      const refusal =
        error instanceof FirestoreError
          ? error
          : new FirestoreError('INTERNAL', 'The local store failed unexpectedly.');
      if (!(error instanceof FirestoreError)) console.error('Contact store: unexpected error.', error);
      if (!res.headersSent) sendError(res, refusal, refusal.headers);
    });
  });

  await new Promise((resolveListening, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolveListening(undefined);
    });
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());

  return {
    port: address.port,
    origin: `http://${host}:${address.port}`,
    dataDir,
    files,
    delivery,
    removeExpired,
    /** Stops accepting requests, ends open connections and waits for deliveries under way. */
    close: async () => {
      clearInterval(retentionTimer);
      await new Promise((resolveClosed) => {
        server.close(() => resolveClosed(undefined));
        server.closeAllConnections();
      });
      await delivery?.stop();
    },
  };
}
