// @ts-check
/**
 * The contact functions on this machine, in a process of their own (started by functions-process.mjs):
 * the very module production deploys (functions/dist/index.js) receives the Firestore emulator's
 * trigger deliveries as CloudEvents over HTTP, as Eventarc delivers them to a 2nd-gen function, and
 * its scheduled functions run on their schedule. The Admin SDK inside reaches the emulator through
 * FIRESTORE_EMULATOR_HOST. Retention runs here too: the emulator has no TTL.
 *
 * The emulator posts each event to `/functions/projects/{project}/triggers/{triggerId}` (binary
 * CloudEvent: `ce-*` headers, the protobuf DocumentEventData base64-encoded, which the Firebase
 * Functions emulator decodes the same way); the trigger id names the export, up to a first `~`.
 */
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { readLocalSettings } from '@codekade/platform/local-settings';
import { answerPlain, guardRequests } from '@codekade/serving/request-guard';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { RETENTION_CHECK_INTERVAL_MS, removeExpiredMessages } from './retention.mjs';

const TRIGGER_PATH = /^\/functions\/projects\/([^/]+)\/triggers\/([^/?]+)/;
/** A Firestore event is a document or two; far below this. */
const MAX_EVENT_BYTES = 4 * 1024 * 1024;

/** `node function-runner.mjs <functions module> <port>`, as functions-process.mjs starts it. */
const [modulePath, port = '0'] = process.argv.slice(2);
if (!modulePath) throw new Error('function-runner.mjs needs the functions module as its first argument.');
const { contactDeliverySweepMs } = readLocalSettings(process.env);
/** @type {Record<string, any>} */
const functionsModule = await import(pathToFileURL(modulePath).href);

/** Exports with a Firestore event trigger, and exports on a schedule. */
const firestoreTriggers = Object.entries(functionsModule).filter(([, value]) =>
  String(value?.__endpoint?.eventTrigger?.eventType ?? '').startsWith('google.cloud.firestore.'),
);
const scheduled = Object.entries(functionsModule).filter(([, value]) => value?.__endpoint?.scheduleTrigger);

/**
 * `every N minutes` (the schedules this module uses) in ms; CONTACT_DELIVERY_SWEEP_MS overrides it (tests).
 * @param {string} schedule
 */
export function scheduleIntervalMs(schedule) {
  if (contactDeliverySweepMs !== undefined) return contactDeliverySweepMs;
  const match = /^every (\d+) minutes?$/.exec(schedule);
  if (!match) throw new Error(`The local runner cannot run the schedule "${schedule}"; it knows "every N minutes".`);
  return Number(match[1]) * 60_000;
}

/** @type {Set<Promise<unknown>>} */
const running = new Set();
/** @param {Promise<unknown>} work */
function track(work) {
  running.add(work);
  work.finally(() => running.delete(work)).catch(() => {});
  return work;
}

/**
 * The CloudEvent of a binary-mode request: its `ce-*` headers and its body.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {Buffer} body
 */
export function cloudEventOf(headers, body) {
  /** @type {Record<string, unknown>} */
  const event = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith('ce-') && typeof value === 'string') event[name.slice(3)] = value;
  }
  if (event.specversion !== '1.0' || typeof event.type !== 'string') throw new Error('Not a binary CloudEvent.');
  const contentType = String(headers['content-type'] ?? '');
  event.data = contentType.includes('application/protobuf')
    ? Buffer.from(body.toString('latin1'), 'base64')
    : body.length > 0
      ? JSON.parse(body.toString('utf8'))
      : undefined;
  return event;
}

/**
 * @param {import('node:http').IncomingMessage} req
 */
async function readEventBody(req) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_EVENT_BYTES) throw new Error('Event too large.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
async function handle(req, res) {
  const match = TRIGGER_PATH.exec(req.url ?? '');
  const name = match ? safelyDecoded(String(match[2])).split('~')[0] : undefined;
  const trigger = firestoreTriggers.find(([exportName]) => exportName === name)?.[1];
  if (req.method !== 'POST' || !trigger) {
    answerPlain(res, 404, 'No trigger of the contact functions at this path.\n');
    return;
  }
  let event;
  try {
    event = cloudEventOf(req.headers, await readEventBody(req));
  } catch (error) {
    answerPlain(
      res,
      400,
      `Not an event the contact functions take: ${error instanceof Error ? error.message : error}\n`,
    );
    return;
  }
  await track(trigger(event));
  res.writeHead(204).end();
}

/**
 * A path segment as text; one that is not valid percent-encoding names no trigger.
 * @param {string} segment
 */
function safelyDecoded(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

// A failing trigger answers 500 in one log line (the guard), a malformed event 400; neither ends the process.
const server = createServer(guardRequests('contact functions', handle));

function adminFirestore() {
  if (getApps().length === 0) initializeApp();
  return getFirestore();
}

async function removeExpired() {
  const removed = await removeExpiredMessages(adminFirestore(), new Date());
  if (removed.length > 0) console.log(`Contact functions: removed ${removed.length} expired message(s).`);
}

/** @type {NodeJS.Timeout[]} */
const timers = [];
/** Starts the schedules once the emulator answers (the parent says so). */
function startSchedules() {
  for (const [name, scheduledFunction] of scheduled) {
    let busy = false;
    const tick = () => {
      if (busy) return;
      busy = true;
      track(scheduledFunction.run({ scheduleTime: new Date().toISOString(), jobName: name }))
        .catch((error) => console.error(`Contact functions: ${name} failed.`, error))
        .finally(() => {
          busy = false;
        });
    };
    timers.push(setInterval(tick, scheduleIntervalMs(scheduledFunction.__endpoint.scheduleTrigger.schedule)));
  }
  const retention = () =>
    track(removeExpired()).catch((error) =>
      console.error('Contact functions: removing expired messages failed.', error),
    );
  retention();
  timers.push(setInterval(retention, RETENTION_CHECK_INTERVAL_MS));
}

/**
 * How long a stop waits for work in flight: a stop must end the process within seconds (npm start's
 * Ctrl-C or SIGTERM, a process manager). A delivery cut off here is what a crash does to it: its
 * claim expires and the sweep delivers the message (functions/src, the delivery's lease).
 */
const STOP_WAIT_MS = 2_000;

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  for (const timer of timers) clearInterval(timer);
  server.close();
  server.closeAllConnections();
  await Promise.race([Promise.allSettled(running), new Promise((wait) => setTimeout(wait, STOP_WAIT_MS))]);
  process.exit(0);
}

process.on('unhandledRejection', (error) => console.error('Contact functions: unhandled rejection.', error));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Without its parent nothing would stop it: it ends with the site.
process.on('disconnect', stop);
process.on('message', (message) => {
  if (message === 'start-schedules') startSchedules();
});

server.listen(Number(port), '127.0.0.1', () => {
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  process.send?.({
    port: address.port,
    triggers: firestoreTriggers.map(([name, value]) => ({ name, eventTrigger: value.__endpoint.eventTrigger })),
  });
});
