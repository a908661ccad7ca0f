// @ts-check
/**
 * The local SMTP catcher with a web inbox: maildev (npm), a real SMTP server, run as a child
 * process. `npm start` starts it on 127.0.0.1:1025 (SMTP) and http://localhost:1080 (inbox and
 * REST API, `GET /email`); MAIL_SMTP_PORT and MAIL_WEB_PORT move it (tests derive theirs from
 * SITE_PORT_BASE). MAIL_SMTP_PORT=off starts none (use another SMTP server with SMTP_URL).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';

export const DEFAULT_MAIL_PORTS = Object.freeze({ smtp: 1025, web: 1080 });
const HOST = '127.0.0.1';

/**
 * @param {NodeJS.ProcessEnv} [env]
 */
export function localMailOptionsFromEnv(env = process.env) {
  const port = (
    /** @type {string | undefined} */ value,
    /** @type {number} */ fallback,
    /** @type {string} */ name,
  ) => {
    const number = Number(value || fallback);
    if (!Number.isInteger(number) || number <= 0 || number >= 65536) {
      throw new Error(`${name} must be a port number, not "${value}".`);
    }
    return number;
  };
  const enabled = env.MAIL_SMTP_PORT !== 'off';
  const smtpPort = enabled ? port(env.MAIL_SMTP_PORT, DEFAULT_MAIL_PORTS.smtp, 'MAIL_SMTP_PORT') : 0;
  return {
    enabled,
    smtpPort,
    webPort: port(env.MAIL_WEB_PORT, DEFAULT_MAIL_PORTS.web, 'MAIL_WEB_PORT'),
    /** Where the delivery function sends: SMTP_URL when given, else this maildev. */
    smtpUrl: env.SMTP_URL || `smtp://${HOST}:${smtpPort}`,
  };
}

/** @param {number} port */
function accepts(port) {
  return new Promise((resolveAccepts) => {
    const socket = connect(port, HOST);
    socket.once('connect', () => {
      socket.destroy();
      resolveAccepts(true);
    });
    socket.once('error', () => resolveAccepts(false));
  });
}

/**
 * Starts maildev and resolves once both its ports accept connections.
 * @param {{ smtpPort: number, webPort: number, timeoutMs?: number }} options
 */
export async function startLocalMail({ smtpPort, webPort, timeoutMs = 15_000 }) {
  const require = createRequire(import.meta.url);
  const bin = join(dirname(require.resolve('maildev/package.json')), 'bin/maildev');
  const child = spawn(
    process.execPath,
    [bin, '--smtp', String(smtpPort), '--web', String(webPort), '--ip', HOST, '--silent'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  const deadline = Date.now() + timeoutMs;
  while (!((await accepts(smtpPort)) && (await accepts(webPort)))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill();
      throw new Error(`maildev did not start on ports ${smtpPort}/${webPort}. ${stderr.trim()}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    smtpUrl: `smtp://${HOST}:${smtpPort}`,
    inboxUrl: `http://localhost:${webPort}`,
    apiUrl: `http://${HOST}:${webPort}`,
    /** Stops maildev (its mails were in memory). */
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
