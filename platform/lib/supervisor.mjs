// @ts-check
/**
 * Runs each part of the local site (`npm start`, the browser tests' site) in a process of its own, so a
 * crash of one part ends only that part: the supervisor says so in one line and starts it again; a
 * part that keeps crashing is left stopped, in one line too, while the rest runs on. A part is a Node
 * script that sends `{ ready: true, lines }` over IPC once it serves (the lines it wants printed).
 */
import { fork } from 'node:child_process';

/** @typedef {{ name: string, script: string, args?: string[], env?: NodeJS.ProcessEnv }} Part */
/** @typedef {{ restartDelayMs?: number, maxRestarts?: number, restartWindowMs?: number, log?: (line: string) => void }} SupervisorOptions */

/** @param {number | null} code @param {NodeJS.Signals | null} signal */
const howItEnded = (code, signal) => (signal ? `killed by ${signal}` : `exit code ${code}`);

/**
 * Starts every part and resolves with their printed lines, in the parts' order, once all serve. A part
 * that ends before it serves fails the start (and stops the others).
 * @param {Part[]} parts
 * @param {SupervisorOptions} [options]
 */
export async function superviseParts(parts, options = {}) {
  const { restartDelayMs = 1000, maxRestarts = 5, restartWindowMs = 60_000, log = console.error } = options;
  let stopping = false;
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const running = new Map();
  /** @type {Map<string, number[]>} */
  const restarts = new Map();

  /** Forks `part` and resolves with its lines once it serves; rejects if it ends first. */
  const start = (/** @type {Part} */ part) =>
    new Promise((resolveLines, reject) => {
      const child = fork(part.script, part.args ?? [], { env: { ...process.env, ...part.env }, stdio: 'inherit' });
      running.set(part.name, child);
      let ready = false;
      child.on('message', (message) => {
        const { ready: isReady, lines } = /** @type {{ ready?: boolean, lines?: string[] }} */ (message ?? {});
        if (!isReady || ready) return;
        ready = true;
        resolveLines(Array.isArray(lines) ? lines : []);
      });
      child.on('exit', (code, signal) => {
        if (running.get(part.name) === child) running.delete(part.name);
        if (!ready) reject(new Error(`${part.name} stopped before it served (${howItEnded(code, signal)}).`));
        else if (!stopping) restart(part, howItEnded(code, signal));
      });
    });

  /** @param {Part} part @param {string} why */
  const restart = (part, why) => {
    const now = Date.now();
    const recent = (restarts.get(part.name) ?? []).filter((at) => now - at < restartWindowMs);
    if (recent.length >= maxRestarts) {
      log(
        `✖ ${part.name} stopped again (${why}) after ${recent.length} restarts within ${restartWindowMs / 1000} s; it stays stopped, the rest of the site runs on.`,
      );
      return;
    }
    restarts.set(part.name, [...recent, now]);
    log(
      `✖ ${part.name} stopped unexpectedly (${why}); starting it again (restart ${recent.length + 1} of at most ${maxRestarts}).`,
    );
    setTimeout(() => {
      if (stopping) return;
      start(part).then(
        () => log(`✔ ${part.name} runs again.`),
        (/** @type {Error} */ error) => restart(part, error.message),
      );
    }, restartDelayMs);
  };

  /** Ends every part and waits until they have exited. */
  const stop = async () => {
    stopping = true;
    await Promise.all(
      [...running.values()].map(
        (child) =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done(undefined);
            child.once('exit', done);
            child.kill('SIGTERM');
          }),
      ),
    );
  };

  try {
    const lines = await Promise.all(parts.map(start));
    return {
      lines: lines.flat(),
      pids: () => Object.fromEntries([...running].map(([name, child]) => [name, child.pid])),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * For a part's own script: tells the supervisor it serves, and closes it when told to stop (SIGTERM,
 * Ctrl-C) or when the supervisor is gone. Returns the closing, for a stop asked for before this.
 * @param {string[]} lines
 * @param {() => Promise<unknown>} close
 */
export function reportServing(lines, close) {
  let closing = false;
  const end = async () => {
    if (closing) return;
    closing = true;
    await close().catch(() => {});
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, end);
  process.on('disconnect', end);
  // A supervisor gone while the part started has closed the channel: the part then only closes.
  if (process.connected) process.send?.({ ready: true, lines });
  return end;
}

/**
 * A part's whole life: starts it, then reports it serving. A stop asked for while it starts (another
 * part failed, Ctrl-C) waits until `start` is done and then closes what it started: a part ended midway
 * would leave its own children (an emulator, a mail catcher) holding their ports.
 * @param {() => Promise<{ lines: string[], close: () => Promise<unknown> }>} start
 */
export async function runPart(start) {
  let stopAsked = false;
  const askStop = () => {
    stopAsked = true;
  };
  const stopEvents = /** @type {const} */ (['SIGTERM', 'SIGINT', 'disconnect']);
  for (const event of stopEvents) process.on(event, askStop);
  const { lines, close } = await start();
  for (const event of stopEvents) process.off(event, askStop);
  const end = reportServing(lines, close);
  if (stopAsked) await end();
}
