/**
 * Google's Hosting emulator (firebase-tools, a dev dependency; Node only) serving chosen folders
 * with the committed firebase.json's Hosting rules: a temporary copy of the config names those
 * folders and this run's ports (`firebase emulators:start --only hosting`), so it never takes the
 * default ports another site on the machine may use.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');
const firebaseBin = join(repoRoot, 'node_modules/.bin/firebase');
const START_TIMEOUT_MS = 90_000;
// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes
const ANSI_CODES = /\u001b\[[0-9;]*m/g;

type HostingEntry = { target: string; public: string } & Record<string, unknown>;

export type HostingEmulator = {
  /** Each target's origin (`http://127.0.0.1:<port>`). */
  origins: Record<string, string>;
  close(): Promise<void>;
};

/**
 * Serves `folders` (target → folder) on ports from `firstPort` on (hub and logging right after
 * them), with the Hosting rules of the committed firebase.json for those targets.
 */
export async function startHostingEmulator(
  folders: Record<string, string>,
  firstPort: number,
): Promise<HostingEmulator> {
  const committed = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as { hosting: HostingEntry[] };
  const targets = Object.keys(folders);
  const projectDir = mkdtempSync(join(tmpdir(), 'hosting-emulator-'));
  const hosting = committed.hosting
    .filter((entry) => targets.includes(entry.target))
    // Relative to the config's folder: the emulator joins `public` to it, even an absolute path.
    .map((entry) => ({ ...entry, public: relative(projectDir, folders[entry.target] ?? '') }));
  // One port per site, the hub and the logging endpoint 40 ports up; no UI.
  const hubPort = firstPort + 40;
  writeFileSync(
    join(projectDir, 'firebase.json'),
    JSON.stringify({
      hosting,
      emulators: {
        hosting: { host: '127.0.0.1', port: firstPort },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: hubPort + 1 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  copyFileSync(join(repoRoot, '.firebaserc'), join(projectDir, '.firebaserc'));
  const child: ChildProcess = spawn(
    firebaseBin,
    [
      'emulators:start',
      '--only',
      'hosting',
      '--project',
      'codekade-site',
      '--config',
      join(projectDir, 'firebase.json'),
    ],
    {
      cwd: projectDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      // Loopback only: no message of the day or update check (CI), no probe of a Google Cloud
      // metadata server for credentials; plain text to read the ports from.
      env: {
        ...process.env,
        CI: 'true',
        NO_UPDATE_NOTIFIER: '1',
        METADATA_SERVER_DETECTION: 'none',
        NO_COLOR: '1',
        FORCE_COLOR: '0',
      },
    },
  );
  let output = '';
  const origins: Record<string, string> = {};
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const close = async () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
      const stopped = await Promise.race([
        exited.then(() => true),
        new Promise((wait) => setTimeout(wait, 5_000, false)),
      ]);
      if (!stopped) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {}
      }
    }
    rmSync(projectDir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((ready, fail) => {
      const timer = setTimeout(
        () => fail(new Error(`The Hosting emulator did not start:\n${output}`)),
        START_TIMEOUT_MS,
      );
      const read = (chunk: Buffer) => {
        output = (output + chunk.toString().replace(ANSI_CODES, '')).slice(-8_000);
        for (const match of output.matchAll(/hosting\[([\w-]+)\]: Local server: (http:\/\/[\d.:]+)/g)) {
          if (match[1] && match[2]) origins[match[1]] = match[2];
        }
        if (/All emulators ready/.test(output) && targets.every((target) => origins[target])) {
          clearTimeout(timer);
          ready();
        }
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      void exited.then(() => {
        clearTimeout(timer);
        fail(new Error(`The Hosting emulator stopped:\n${output}`));
      });
    });
  } catch (error) {
    await close();
    throw error;
  }
  return { origins, close };
}
