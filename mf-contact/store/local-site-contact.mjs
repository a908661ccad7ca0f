// @ts-check
/**
 * The contact part of the local site (`npm start`, the browser tests): maildev, Google's Firestore
 * emulator with firestore.rules on the port the site's build sends messages to, and the contact
 * functions module production deploys, run on the emulator's own trigger events and schedule.
 * Its settings (ports, data folder, SMTP, delivery timing) are the local site's:
 * platform/lib/local-settings.mjs.
 */
import { resolve } from 'node:path';
import { localMailOptions, startLocalMail } from '@codekade/platform/local-mail';
import { readLocalSettings } from '@codekade/platform/local-settings';
import { startDurableStoreFront } from './durable-store-front.mjs';
import { findFirestoreEmulator, startFirestoreEmulator } from './firestore-emulator.mjs';
import { freePort } from './free-port.mjs';
import { LOCAL_PROJECT_ID, registerFirestoreTriggers, startFunctionsProcess } from './functions-process.mjs';

/** The functions' process is started again this long after it died, twice as long for each death in a row. */
const FUNCTIONS_RESTART_MS = 500;
/** The longest wait before the next start of the functions' process. */
const FUNCTIONS_RESTART_MAX_MS = 30_000;
/** A functions' process that ran this long counts as well again: its next death waits the first delay. */
const FUNCTIONS_WELL_AFTER_MS = 60_000;

/** @param {{ code: number | null, signal: NodeJS.Signals | null }} end */
const howItEnded = ({ code, signal }) => (signal ? `killed by ${signal}` : `exit code ${code}`);

/**
 * The emulator's port and data directory (CONTACT_STORE_PORT and CONTACT_STORE_DIR).
 * @param {NodeJS.ProcessEnv} [env]
 */
export function contactStoreOptionsFromEnv(env = process.env) {
  const { contactStorePort: port, contactStoreDir } = readLocalSettings(env);
  return { port, host: `127.0.0.1:${port}`, dataDir: resolve(contactStoreDir) };
}

/**
 * Starts everything the contact form needs here; throws with a clear message if a part cannot start.
 * @param {NodeJS.ProcessEnv} [env]
 */
export async function startLocalContact(env = process.env) {
  const settings = readLocalSettings(env);
  const { port, host, dataDir } = contactStoreOptionsFromEnv(env);
  findFirestoreEmulator(env);
  const mailOptions = localMailOptions(settings);
  /** @type {(() => Promise<void>)[]} */
  const stops = [];
  let closing = false;
  const close = async () => {
    closing = true;
    for (const stop of stops.splice(0).reverse()) await stop();
  };
  try {
    // maildev starts beside the functions and the emulator (which needs the functions' address).
    const mailStarting = mailOptions.enabled && !settings.smtpUrl ? startLocalMail(mailOptions) : undefined;
    stops.push(async () => (await mailStarting?.catch(() => undefined))?.close());
    // The functions' process gets this environment (the delivery timing of the local settings included).
    const functionsEnv = {
      ...env,
      // What the Admin SDK and the function's defineSecret('SMTP_URL') read, as in production.
      FIRESTORE_EMULATOR_HOST: host,
      GCLOUD_PROJECT: LOCAL_PROJECT_ID,
      // Only loopback: no probe of a Google Cloud metadata server for credentials.
      METADATA_SERVER_DETECTION: 'none',
      SMTP_URL: mailOptions.smtpUrl,
    };
    // The functions and the emulator start side by side: the emulator is told the functions' port.
    const functionsPort = await freePort();
    const functionsStarting = startFunctionsProcess({ env: functionsEnv, port: functionsPort });
    // The emulator listens on a port of its own; the site's port is its durable front, which
    // acknowledges a write only once the emulator's data holding it is on disk (kill -9 loses nothing).
    const emulatorStarting = startFirestoreEmulator({
      port: await freePort(),
      dataDir,
      functionsEmulator: `127.0.0.1:${functionsPort}`,
      projectId: LOCAL_PROJECT_ID,
      env,
    });
    /** @type {Awaited<typeof functionsStarting> | undefined} */
    let functions;
    stops.push(async () => (await emulatorStarting.catch(() => undefined))?.close());
    stops.push(async () => (functions ?? (await functionsStarting.catch(() => undefined)))?.close());
    const [emulator, startedFunctions] = await Promise.all([emulatorStarting, functionsStarting]);
    let running = startedFunctions;
    functions = running;
    const front = await startDurableStoreFront({
      port,
      target: { host: '127.0.0.1', port: emulator.port },
      persist: () => emulator.exportData(LOCAL_PROJECT_ID),
    }).catch((error) => {
      throw new Error(
        `Port ${port} for the Firestore emulator is taken (another site?); stop it or choose another port.`,
        {
          cause: error,
        },
      );
    });
    stops.push(() => front.close());
    await registerFirestoreTriggers(emulator.origin, LOCAL_PROJECT_ID, running.triggers);
    running.startSchedules();
    const mail = await mailStarting;

    // A functions' process that dies (a crash, a kill -9) is started again on its port, where the
    // emulator's triggers post, after a wait that doubles with each death in a row; one line each time.
    // Messages that came meanwhile stay undelivered until then; its sweep delivers them.
    let deathsInARow = 0;
    /** @param {Awaited<typeof functionsStarting>} functionsProcess */
    const keepRunning = (functionsProcess) => {
      const startedAt = Date.now();
      void functionsProcess.exited.then(async (end) => {
        if (closing || functionsProcess.endedOnPurpose || functionsProcess !== running) return;
        deathsInARow = Date.now() - startedAt > FUNCTIONS_WELL_AFTER_MS ? 1 : deathsInARow + 1;
        let why = howItEnded(end);
        for (;;) {
          const waitMs = Math.min(FUNCTIONS_RESTART_MS * 2 ** (deathsInARow - 1), FUNCTIONS_RESTART_MAX_MS);
          console.error(
            `✖ contact functions (function-runner.mjs) stopped unexpectedly (${why}); starting them again in ${waitMs / 1000} s.`,
          );
          await new Promise((wait) => setTimeout(wait, waitMs));
          if (closing) return;
          try {
            const restarted = await startFunctionsProcess({ env: functionsEnv, port: functionsPort });
            running = restarted;
            functions = restarted;
            keepRunning(restarted);
            if (closing) await restarted.close();
            else restarted.startSchedules();
            return;
          } catch (error) {
            why = error instanceof Error ? error.message : String(error);
            deathsInARow += 1;
          }
        }
      });
    };
    keepRunning(running);

    /** Settles with a line when the emulator or maildev has died while the contact part runs: it must start anew. */
    const lost = new Promise((resolveLost) => {
      const watch = (/** @type {Promise<unknown>} */ exited, /** @type {string} */ name) =>
        exited.then(() => {
          if (!closing) resolveLost(`${name} stopped unexpectedly`);
        });
      watch(emulator.exited, 'the Firestore emulator');
      if (mail) watch(mail.exited, 'maildev');
    });
    return {
      emulator,
      mail,
      projectId: LOCAL_PROJECT_ID,
      get functions() {
        return running;
      },
      /** Kills the functions at once (a crash mid-delivery) and starts them again on their port. */
      async crashFunctions() {
        await running.kill();
        running = await startFunctionsProcess({ env: functionsEnv, port: functionsPort });
        functions = running;
        keepRunning(running);
        running.startSchedules();
      },
      lost,
      /** Lines for the addresses `npm start` prints. */
      addressLines: [
        `  firestore    http://${host}/ (Google's Firestore-emulator; berichten in ${dataDir}; npm run messages)`,
        ...(mail ? [`  e-mail       ${mail.inboxUrl}/ (de e-mails die het formulier verstuurt)`] : []),
      ],
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
