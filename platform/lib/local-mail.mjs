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

const HOST = '127.0.0.1';

/**
 * Whether and where maildev starts, and where the contact functions send: from the local settings
 * (platform/lib/local-settings.mjs: MAIL_SMTP_PORT, MAIL_WEB_PORT, SMTP_URL).
 * @param {{ mailSmtpPort: number | 'off', mailWebPort: number, smtpUrl: string | undefined }} settings
 */
export function localMailOptions({ mailSmtpPort, mailWebPort, smtpUrl }) {
  const enabled = mailSmtpPort !== 'off';
  const smtpPort = enabled ? mailSmtpPort : 0;
  return {
    enabled,
    smtpPort,
    webPort: mailWebPort,
    /** Where the delivery function sends: SMTP_URL when given, else this maildev. */
    smtpUrl: smtpUrl || `smtp://${HOST}:${smtpPort}`,
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
// A minute: beside the Java emulator and six servers starting on a busy 2-core machine, 15 s was too short.
export async function startLocalMail({ smtpPort, webPort, timeoutMs = 60_000 }) {
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
    /** Settles when maildev's process has ended, for whatever reason. */
    exited,
    /** Stops maildev (its mails were in memory). */
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
