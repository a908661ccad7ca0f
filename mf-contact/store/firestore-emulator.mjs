// @ts-check
/**
 * Google's Firestore emulator, as installed on this machine by the Google Cloud CLI (Debian package
 * google-cloud-cli-firestore-emulator): started straight from its jar on Java 17 (firebase-tools 15
 * would want Java 21 for it), with the project's firestore.rules, listening on loopback only.
 * Nothing is downloaded; a missing emulator or Java stops with what to install.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { readLocalSettings } from '@codekade/platform/local-settings';

export const PROJECT_RULES = resolve(import.meta.dirname, '../../firestore.rules');
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
/** The export firebase-tools writes too, so `firebase emulators:start --import` reads it. */
const EXPORT_NAME = 'firestore_export';
const START_TIMEOUT_MS = 60_000;

export const MISSING_EMULATOR_HELP =
  "Google's Firestore emulator is missing. Install the Google Cloud CLI component " +
  '(sudo apt-get install -y google-cloud-cli-firestore-emulator openjdk-17-jre-headless, or ' +
  '`gcloud components install cloud-firestore-emulator`), or set FIRESTORE_EMULATOR_JAR to its ' +
  'cloud-firestore-emulator.jar. (The Firebase CLI runs the same emulator, but needs Java 21.)';

/**
 * The emulator's jar and the java to run it with (FIRESTORE_EMULATOR_JAR, JAVA_HOME), or an Error
 * saying what to install.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function findFirestoreEmulator(env = process.env) {
  const { firestoreEmulatorJar: jar, javaHome } = readLocalSettings(env);
  if (!existsSync(jar)) throw new Error(`${MISSING_EMULATOR_HELP} (No jar at ${jar}.)`);
  const java = javaHome ? join(javaHome, 'bin/java') : 'java';
  const probe = spawnSync(java, ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      `The Firestore emulator needs Java 17 or newer, and "${java}" does not run. ` +
        'Install it (sudo apt-get install -y openjdk-17-jre-headless) or set JAVA_HOME.',
    );
  }
  return { jar, java };
}

/**
 * Where an export in `dataDir` keeps its metadata (what `--seed_from_export` reads).
 * @param {string} dataDir
 */
export function exportMetadataFile(dataDir) {
  return join(dataDir, EXPORT_NAME, `${EXPORT_NAME}.overall_export_metadata`);
}

/**
 * @param {string} origin
 */
async function answers(origin) {
  try {
    return (await fetch(origin, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the emulator and waits until it answers. `dataDir` (optional) is read at the start and
 * written by `exportData()` and at a normal `close()`; `functionsEmulator` is the host:port its
 * Firestore triggers are delivered to.
 * @param {{
 *   port: number,
 *   rules?: string,
 *   dataDir?: string,
 *   functionsEmulator?: string,
 *   projectId?: string,
 *   env?: NodeJS.ProcessEnv,
 * }} options
 */
export async function startFirestoreEmulator({
  port,
  rules = PROJECT_RULES,
  dataDir,
  functionsEmulator,
  projectId,
  env = process.env,
}) {
  const { jar, java } = findFirestoreEmulator(env);
  const host = `127.0.0.1:${port}`;
  const origin = `http://${host}`;
  if (await answers(origin)) {
    throw new Error(`Port ${port} already answers (another Firestore emulator?); stop it or choose another port.`);
  }
  const seed = dataDir && existsSync(exportMetadataFile(dataDir)) ? exportMetadataFile(dataDir) : undefined;
  const args = [
    '-cp',
    jar,
    MAIN_CLASS,
    'start',
    '--host=127.0.0.1',
    `--port=${port}`,
    `--rules=${rules}`,
    ...(functionsEmulator ? [`--functions_emulator=${functionsEmulator}`] : []),
    ...(seed ? [`--seed_from_export=${seed}`] : []),
  ];
  // Ctrl-C reaches the whole process group: the emulator ignores it (the JVM leaves an ignored
  // SIGINT alone), so the data is exported before the site stops it. A kill of the group still ends it.
  const child = spawn('sh', ['-c', 'trap "" INT; exec "$0" "$@"', java, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (/** @type {Buffer} */ chunk) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })));
  let running = true;
  // A site that ends without its close() (an uncaught error) still takes its emulator along.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  exited.then(() => {
    running = false;
    process.off('exit', killOnExit);
  });

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(origin))) {
    if (!running || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The Firestore emulator did not start on ${host}. Its output:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }

  /** One export at a time: a periodic one and the one at the stop never write the folder together. */
  let exporting = Promise.resolve();
  /**
   * Writes the project's data to `dataDir` (beside it first: a stop during the write keeps the last export).
   * @param {string} project
   */
  function exportData(project) {
    const next = exporting.then(() => writeExport(project));
    exporting = next.catch(() => undefined);
    return next;
  }

  /**
   * @param {string} project
   */
  async function writeExport(project) {
    if (!dataDir) return;
    await mkdir(dirname(dataDir), { recursive: true });
    const staging = await mkdtemp(`${dataDir}.export-`);
    try {
      const response = await fetch(`${origin}/emulator/v1/projects/${project}:export`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          database: `projects/${project}/databases/(default)`,
          export_directory: staging,
          export_name: EXPORT_NAME,
        }),
      });
      if (!response.ok) throw new Error(`The emulator refused the export: ${await response.text()}`);
      await rm(dataDir, { recursive: true, force: true });
      await rename(staging, dataDir);
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }

  return {
    host,
    origin,
    port,
    /** The emulator's process (a test kills it with SIGKILL). */
    pid: child.pid,
    /** Whether the data of `dataDir` was loaded at the start. */
    imported: Boolean(seed),
    /** Settles when the emulator's process has ended, for whatever reason. */
    exited,
    exportData,
    /** Exports `projectId`'s data (when there is a `dataDir`), then stops the emulator. */
    async close() {
      if (!running) return;
      if (projectId) {
        await exportData(projectId).catch((error) =>
          console.error(`The Firestore emulator's data could not be saved to ${dataDir}.`, error),
        );
      }
      child.kill('SIGTERM');
      const stopped = await Promise.race([exited, new Promise((wait) => setTimeout(wait, 10_000, null))]);
      if (stopped === null) child.kill('SIGKILL');
    },
  };
}
