// @ts-check
/**
 * Runs the contact team's Cloud Functions module (the very functions/dist/index.js that production
 * deploys) on the local store: after each stored message it calls the Firestore trigger with the
 * event it would get in production (a document snapshot whose `ref.firestore` runs transactions),
 * and it runs the scheduled sweep on a timer. Only the database under the function is local.
 */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** @typedef {ReturnType<typeof import('./message-files.mjs').openMessageFiles> extends Promise<infer T> ? T : never} MessageFiles */
/**
 * What the store uses of the functions module (see functions/src/index.ts).
 * @typedef {{
 *   deliverContactMessage: { run(event: unknown): unknown },
 *   sweepUndelivered: typeof import('../functions/src/delivery').sweepUndelivered,
 *   sendNotification: import('../functions/src/delivery').SendNotification,
 *   DEFAULT_DELIVERY_TIMING: import('../functions/src/delivery').DeliveryTiming,
 * }} FunctionsModule
 */

export const BUILT_FUNCTIONS_MODULE = resolve(import.meta.dirname, '../functions/dist/index.js');
export const LOCAL_PROJECT_ID = 'demo-codekade';

/**
 * The built functions module; a clear message when the site was not built.
 * @param {string} [modulePath]
 * @returns {Promise<FunctionsModule>}
 */
export async function loadFunctionsModule(modulePath = BUILT_FUNCTIONS_MODULE) {
  try {
    return await import(pathToFileURL(modulePath).href);
  } catch (error) {
    throw new Error(
      `Could not load the contact functions from ${modulePath}; build them first with "pnpm --filter mf-contact build". ${/** @type {Error} */ (error).message}`,
    );
  }
}

/**
 * A Firestore-like database over the store's files: transactions run one at a time (this process
 * is the store's only writer) and apply their updates when their work succeeds.
 * @param {MessageFiles} files
 */
export function localDatabase(files) {
  let queue = Promise.resolve();
  /** @type {import('../functions/src/delivery').DatabaseLike} */
  const database = {
    runTransaction(work) {
      const run = queue.then(async () => {
        /** @type {[string, Record<string, unknown>][]} */
        const updates = [];
        const result = await work({
          get: async (ref) => snapshotOf(await files.read(ref.path)),
          update: (ref, data) => updates.push([ref.path, data]),
        });
        for (const [path, data] of updates) await files.update(path, data);
        return result;
      });
      queue = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    },
  };
  /**
   * @param {string} path e.g. contact_messages/abc
   * @returns {import('../functions/src/delivery').DocumentRefLike}
   */
  const ref = (path) => ({
    id: path.split('/').at(-1) ?? path,
    path,
    firestore: database,
    update: async (data) => {
      // Outside a transaction, but after the ones already queued, like a later write in Firestore.
      await queue;
      await files.update(path, data);
    },
  });
  return { database, ref };
}

/**
 * @param {import('./message-files.mjs').StoredDocument | null} document
 */
function snapshotOf(document) {
  return { exists: document !== null, data: () => (document ? structuredClone(document.fields) : undefined) };
}

/** The trigger's logger lines, for the sweep the store runs itself. */
const consoleLog = {
  /** @param {string} message @param {Record<string, unknown>} [data] */
  info: (message, data) => console.log(message, data ?? ''),
  /** @param {string} message @param {Record<string, unknown>} [data] */
  warn: (message, data) => console.warn(message, data ?? ''),
  /** @param {string} message @param {Record<string, unknown>} [data] */
  error: (message, data) => console.error(message, data ?? ''),
};

/**
 * Delivery for the local store: `messageStored(path)` fires the trigger like Firestore would,
 * `sweep()` runs the scheduled sweep (also every `sweepIntervalMs`).
 * @param {{
 *   files: MessageFiles,
 *   functions: FunctionsModule,
 *   smtpUrl: string,
 *   timing?: Partial<import('../functions/src/delivery').DeliveryTiming>,
 *   sweepIntervalMs?: number,
 *   log?: typeof consoleLog,
 * }} options
 */
export function startLocalDelivery({ files, functions, smtpUrl, timing, sweepIntervalMs = 60_000, log = consoleLog }) {
  // What the function's defineSecret('SMTP_URL') reads at run time, as in production.
  process.env.SMTP_URL = smtpUrl;
  const { ref } = localDatabase(files);
  const deliveryTiming = { ...functions.DEFAULT_DELIVERY_TIMING, ...timing };
  /** @type {Set<Promise<unknown>>} */
  const running = new Set();
  /** @param {Promise<unknown>} work */
  const track = (work) => {
    const settled = work.catch((error) => log.error('Contact delivery failed unexpectedly.', { error: String(error) }));
    running.add(settled);
    settled.finally(() => running.delete(settled));
    return settled;
  };

  /** @param {string} path */
  async function trigger(path) {
    const document = await files.read(path);
    const messageRef = ref(path);
    await functions.deliverContactMessage.run({
      specversion: '1.0',
      id: randomUUID(),
      source: `//firestore.googleapis.com/projects/${LOCAL_PROJECT_ID}/databases/(default)`,
      type: 'google.cloud.firestore.document.v1.created',
      time: document?.storedAt ?? new Date().toISOString(),
      project: LOCAL_PROJECT_ID,
      database: '(default)',
      namespace: '(default)',
      location: 'europe-west4',
      document: path,
      params: { messageId: messageRef.id },
      data: { ...snapshotOf(document), id: messageRef.id, ref: messageRef },
    });
  }

  function sweep() {
    return track(
      functions.sweepUndelivered(
        {
          createdSince: async (since) => {
            const refs = [];
            for (const path of files.paths()) {
              const createdAt = (await files.read(path))?.fields.createdAt;
              if (typeof createdAt === 'string' && Date.parse(createdAt) >= since.getTime()) refs.push(ref(path));
            }
            return refs;
          },
        },
        functions.sendNotification,
        { timing: deliveryTiming, log },
      ),
    );
  }

  const timer = setInterval(sweep, sweepIntervalMs);
  timer.unref();

  return {
    /** @param {string} path a newly stored message */
    messageStored: (path) => track(trigger(path)),
    /** Fires the trigger for a message again, as Firestore may (at least once). */
    redeliverEvent: (/** @type {string} */ path) => track(trigger(path)),
    sweep,
    /** Stops the timer and waits for the work under way. */
    async stop() {
      clearInterval(timer);
      await Promise.all(running);
    },
  };
}
