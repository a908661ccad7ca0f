// @ts-check
/**
 * Starts function-runner.mjs in a child process and registers its Firestore triggers with the
 * emulator, the way the Firebase Functions emulator does (`addFirestoreTrigger`: an eventarcTrigger
 * per function, from the trigger the module declares for production). A process of its own, so
 * the site outlives a crash of a function, and a test can kill it in the middle of a delivery.
 */
import { fork } from 'node:child_process';
import { resolve } from 'node:path';
import { LOCAL_PROJECT_ID } from '@codekade/platform/firebase-projects';

export const BUILT_FUNCTIONS_MODULE = resolve(import.meta.dirname, '../functions/dist/index.js');
export { LOCAL_PROJECT_ID };

const RUNNER = resolve(import.meta.dirname, 'function-runner.mjs');
const START_TIMEOUT_MS = 30_000;

/**
 * @typedef {{ name: string, eventTrigger: { eventType: string, eventFilters?: Record<string, string>, eventFilterPathPatterns?: Record<string, string> } }} FirestoreTrigger
 */

/**
 * Starts the runner; resolves when it listens.
 * @param {{ env: NodeJS.ProcessEnv, port?: number, modulePath?: string }} options
 */
export async function startFunctionsProcess({ env, port = 0, modulePath = BUILT_FUNCTIONS_MODULE }) {
  const child = fork(RUNNER, [modulePath, String(port)], {
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
  const exited = new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })));
  let endedOnPurpose = false;
  /** @type {{ port: number, triggers: FirestoreTrigger[] }} */
  const ready = await new Promise((resolveReady, reject) => {
    const timer = setTimeout(
      () => reject(new Error('The contact functions did not start within 30 s.')),
      START_TIMEOUT_MS,
    );
    child.once('message', (message) => {
      clearTimeout(timer);
      resolveReady(/** @type {any} */ (message));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(
        new Error(
          `The contact functions stopped at their start (exit ${code}); build them first with "pnpm --filter mf-contact build".`,
        ),
      );
    });
  });
  return {
    host: `127.0.0.1:${ready.port}`,
    port: ready.port,
    triggers: ready.triggers,
    /** The schedules and retention start once the emulator answers. */
    startSchedules: () => child.send('start-schedules'),
    /** Its process id. */
    pid: child.pid,
    /** How it ended; `endedOnPurpose` says whether `kill` or `close` ended it. */
    exited,
    get endedOnPurpose() {
      return endedOnPurpose;
    },
    /** Ends it at once, work in flight included (as a crashed instance). */
    async kill() {
      endedOnPurpose = true;
      child.kill('SIGKILL');
      await exited;
    },
    /** Lets work in flight finish (a few seconds at most: function-runner.mjs), then ends it. */
    async close() {
      endedOnPurpose = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Registers each trigger with the emulator: it then posts every matching document event to the
 * functions host it was started with. `idSuffix` (`~…`) registers a trigger a second time (Eventarc may
 * deliver an event more than once; the tests use it).
 * @param {string} emulatorOrigin
 * @param {string} projectId
 * @param {readonly FirestoreTrigger[]} triggers
 * @param {string} [idSuffix]
 */
export async function registerFirestoreTriggers(emulatorOrigin, projectId, triggers, idSuffix = '') {
  for (const { name, eventTrigger } of triggers) {
    const document = eventTrigger.eventFilterPathPatterns?.document ?? eventTrigger.eventFilters?.document;
    const bundle = {
      eventType: eventTrigger.eventType,
      database: eventTrigger.eventFilters?.database ?? '(default)',
      namespace: eventTrigger.eventFilters?.namespace ?? '(default)',
      document: {
        value: document,
        matchType: eventTrigger.eventFilterPathPatterns?.document ? 'PATH_PATTERN' : 'EXACT',
      },
    };
    const triggerId = encodeURIComponent(`${name}${idSuffix}`);
    const response = await fetch(
      `${emulatorOrigin}/emulator/v1/projects/${projectId}/eventarcTrigger?eventarcTriggerId=${triggerId}`,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(bundle) },
    );
    if (!response.ok) {
      throw new Error(
        `The Firestore emulator refused the trigger of ${name}: ${response.status} ${await response.text()}`,
      );
    }
  }
}
