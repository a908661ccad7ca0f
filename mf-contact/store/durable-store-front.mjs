// @ts-check
/**
 * The front of the local Firestore emulator on the port the site's build sends messages to: it
 * passes every request on to the emulator (on a port of its own), and answers a browser's write
 * (the form's REST `:commit`) only once the emulator's data holding it is exported to disk. So an
 * acknowledged lead survives a `kill -9` of the emulator or of the contact part: nothing waits in
 * memory alone. Writes that arrive while an export runs share the next one (a group commit).
 * The Admin SDK's gRPC (HTTP/2: the functions' delivery records, `npm run messages`) passes through
 * as bytes; any traffic on it has an export follow within `GRPC_EXPORT_AFTER_MS`.
 */
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { connect, createServer as createNetServer } from 'node:net';

/** The longest wait between gRPC traffic (server-side writes) and the export that keeps it. */
export const GRPC_EXPORT_AFTER_MS = 1_000;
/** The first bytes of every HTTP/2 connection without TLS (RFC 9113 §3.4): gRPC from the Admin SDK. */
const HTTP2_PREFACE = 'PRI * HTTP/2.0';
/** Firestore REST methods that only read: answered at once. */
const READ_METHODS =
  /:(?:batchGet|runQuery|runAggregationQuery|listCollectionIds|listDocuments|beginTransaction|rollback|listen)$/;

/**
 * Whether a request changes stored data (a REST write, the emulator's data reset), so its answer must
 * wait for an export.
 * @param {string | undefined} method
 * @param {string | undefined} url
 */
export function changesData(method, url) {
  if (!method || ['GET', 'HEAD', 'OPTIONS'].includes(method)) return false;
  const path = (url ?? '').split('?')[0] ?? '';
  if (/^\/emulator\/v1\/projects\/[^/]+:export$/.test(path)) return false;
  if (!/^\/(?:v1|v1beta1|emulator\/v1)\//.test(path)) return false;
  return !READ_METHODS.test(path);
}

/**
 * One export for every caller that asked before it started: a caller's data is on disk when its
 * promise settles; callers that come during an export share the one after it.
 * @param {() => Promise<void>} persist
 */
export function groupCommit(persist) {
  /** @type {Promise<void> | undefined} */
  let running;
  /** @type {Promise<void> | undefined} */
  let next;
  const run = () => {
    running = persist().finally(() => {
      running = undefined;
    });
    return running;
  };
  return function commit() {
    if (!running) return run();
    if (!next) {
      next = running
        .catch(() => undefined)
        .then(() => {
          next = undefined;
          return run();
        });
    }
    return next;
  };
}

/**
 * @param {{ port: number, target: { host: string, port: number }, persist: () => Promise<void> }} options
 */
export async function startDurableStoreFront({ port, target, persist }) {
  const commit = groupCommit(persist);
  /** @type {NodeJS.Timeout | undefined} */
  let grpcTimer;
  const afterGrpcTraffic = () => {
    grpcTimer ??= setTimeout(() => {
      grpcTimer = undefined;
      commit().catch((error) => console.error("The Firestore emulator's data could not be saved.", error));
    }, GRPC_EXPORT_AFTER_MS);
  };

  const http = createHttpServer((incoming, outgoing) => {
    const waitForExport = changesData(incoming.method, incoming.url);
    const upstream = httpRequest(
      {
        host: target.host,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      async (answer) => {
        const ok = (answer.statusCode ?? 500) < 300;
        if (!waitForExport || !ok) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        /** @type {Buffer[]} */
        const body = [];
        for await (const chunk of answer) body.push(chunk);
        try {
          await commit();
          outgoing.writeHead(answer.statusCode ?? 200, answer.headers);
          outgoing.end(Buffer.concat(body));
        } catch (error) {
          // Stored in memory but not on disk: the browser is told it failed (and keeps the text).
          console.error('A write reached the Firestore emulator but could not be saved to disk.', error);
          outgoing.writeHead(503, { 'content-type': 'application/json', ...corsOf(answer.headers) });
          outgoing.end(JSON.stringify({ error: { code: 503, message: 'Not saved to disk', status: 'UNAVAILABLE' } }));
        }
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  http.keepAliveTimeout = 5_000;

  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();
  const server = createNetServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.once('data', (first) => {
      socket.pause();
      if (first.toString('latin1', 0, HTTP2_PREFACE.length) === HTTP2_PREFACE) {
        const upstream = connect(target.port, target.host);
        sockets.add(upstream);
        upstream.once('close', () => sockets.delete(upstream));
        upstream.write(first);
        afterGrpcTraffic();
        socket.on('data', afterGrpcTraffic);
        socket.pipe(upstream).pipe(socket);
        socket.on('error', () => upstream.destroy());
        upstream.on('error', () => socket.destroy());
        socket.resume();
        return;
      }
      socket.unshift(first);
      http.emit('connection', socket);
      socket.resume();
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise((listening, failing) => {
    server.once('error', failing);
    server.listen(port, '127.0.0.1', () => listening(undefined));
  });
  return {
    host: `127.0.0.1:${port}`,
    origin: `http://127.0.0.1:${port}`,
    /** Stops answering and drops open connections (a write still waiting was not acknowledged). */
    async close() {
      clearTimeout(grpcTimer);
      await new Promise((closed) => {
        server.close(() => closed(undefined));
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}

/**
 * The CORS headers of the emulator's answer, so a browser can read a refusal.
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
function corsOf(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.startsWith('access-control-')));
}
