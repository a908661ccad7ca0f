// @ts-check
/**
 * Runs each part of the local site (`npm start`, the browser tests' site) in a process of its own, so a
 * crash of one part ends only that part: the supervisor says so in one line and starts it again after
 * a wait that doubles each time; a part that keeps crashing is left stopped, in one line too, while the
 * rest runs on. A stop ends every part and all it started within `stopGraceMs`. A part is a Node
 * script that sends `{ ready: true, lines }` over IPC once it serves (the lines it wants printed).
 */
import { fork } from 'node:child_process';

/** @typedef {{ name: string, script: string, args?: string[], env?: NodeJS.ProcessEnv }} Part */
/** @typedef {{ restartDelayMs?: number, maxRestarts?: number, restartWindowMs?: number, stopGraceMs?: number, log?: (line: string) => void }} SupervisorOptions */

/** @param {number | null} code @param {NodeJS.Signals | null} signal */
const howItEnded = (code, signal) => (signal ? `killed by ${signal}` : `exit code ${code}`);

/**
 * Ends whatever is left of a part's process group (the part leads it: it was forked detached), its
 * children included: an emulator, a mail catcher or a functions runner of a part that crashed or did
 * not stop in time would hold their ports and the restarted part could not start.
 * @param {import('node:child_process').ChildProcess} child
 */
function killGroup(child) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Nothing of the group is left.
  }
}

/**
 * Starts every part and resolves with their printed lines, in the parts' order, once all serve. A part
 * that ends before it serves fails the start (and stops the others).
 * @param {Part[]} parts
 * @param {SupervisorOptions} [options]
 */
export async function superviseParts(parts, options = {}) {
  const {
    restartDelayMs = 1000,
    maxRestarts = 5,
    restartWindowMs = 60_000,
    stopGraceMs = 5000,
    log = console.error,
  } = options;
  let stopping = false;
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const running = new Map();
  /** @type {Map<string, number[]>} */
  const restarts = new Map();
  /** The parts' processes that have said they serve. */
  const serving = new Set();

  /** Forks `part` and resolves with its lines once it serves; rejects if it ends first. */
  const start = (/** @type {Part} */ part) =>
    new Promise((resolveLines, reject) => {
      // Detached: the part leads a process group of its own, which holds its children too, so a stop
      // or a crash can end all of it (killGroup). A terminal's Ctrl-C reaches only the supervisor,
      // which stops the parts in order.
      const child = fork(part.script, part.args ?? [], {
        env: { ...process.env, ...part.env },
        stdio: 'inherit',
        detached: true,
      });
      running.set(part.name, child);
      let ready = false;
      child.on('message', (message) => {
        const { ready: isReady, lines } = /** @type {{ ready?: boolean, lines?: string[] }} */ (message ?? {});
        if (!isReady || ready) return;
        ready = true;
        serving.add(child);
        resolveLines(Array.isArray(lines) ? lines : []);
      });
      child.on('exit', (code, signal) => {
        killGroup(child);
        serving.delete(child);
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
    // Backoff: each restart within the window waits twice as long as the one before.
    const delayMs = restartDelayMs * 2 ** recent.length;
    log(
      `✖ ${part.name} stopped unexpectedly (${why}); starting it again in ${delayMs / 1000} s (restart ${recent.length + 1} of at most ${maxRestarts}).`,
    );
    setTimeout(() => {
      if (stopping) return;
      start(part).catch((/** @type {Error} */ error) => restart(part, error.message));
    }, delayMs);
  };

  /**
   * Ends every part: SIGTERM, so each closes what it started, and after `stopGraceMs` its whole
   * process group is killed, so a part or a child that hangs or ignores the signal cannot outlive it.
   */
  const stop = async () => {
    stopping = true;
    await Promise.all(
      [...running.values()].map(
        (child) =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done(undefined);
            const grace = setTimeout(() => killGroup(child), stopGraceMs);
            child.once('exit', () => {
              clearTimeout(grace);
              done(undefined);
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  };

  try {
    const lines = await Promise.all(parts.map(start));
    return {
      lines: lines.flat(),
      /** The process ids of the parts that serve now, by name. */
      pids: () =>
        Object.fromEntries(
          [...running].filter(([, child]) => serving.has(child)).map(([name, child]) => [name, child.pid]),
        ),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** How long a part may take to close what it started before it ends itself and its process group. */
const PART_CLOSE_LIMIT_MS = 8_000;

/** Ends this part's process group: the part (its leader, forked detached) and every child it started. */
function killOwnGroup() {
  try {
    process.kill(-process.pid, 'SIGKILL');
  } catch {
    // Not a group leader (a part run by hand): this process alone.
    process.exit(1);
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
    // A close that hangs must not keep the part, or what it started, alive: when the supervisor was
    // killed outright (a test runner ends its web server so), nothing else would end them.
    setTimeout(() => killOwnGroup(), PART_CLOSE_LIMIT_MS);
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

/** How often a supervisor looks whether its parent is still there. */
const PARENT_CHECK_MS = 250;

/**
 * Calls `stop` once this process's parent has gone (its parent process id changes when the parent
 * ends), `parent` being the one it had when it started. Node has no parent-death signal; the check is
 * a timer that keeps nothing alive.
 * @param {() => unknown} stop
 * @param {number} [parent]
 */
export function stopWhenParentGoes(stop, parent = process.ppid) {
  const check = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(check);
    stop();
  }, PARENT_CHECK_MS);
  check.unref();
}
