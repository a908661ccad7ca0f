/**
 * Brings a fresh machine (Node 20 and npm only) to a working checkout: pnpm and the dependencies.
 * `node platform/lib/setup.mjs` does it before any workspace package resolves (npm start, npm test).
 */
import { pathToFileURL } from 'node:url';
import { commandExists, run } from './run.mjs';

/** The pnpm the lockfile was written with. */
export const PNPM_VERSION = '12.21.0';

export function ensurePnpm() {
  if (commandExists('pnpm')) return;
  // corepack cannot verify pnpm against this registry, so npm installs the pinned version.
  run('npm', ['install', '--global', '--no-fund', '--no-audit', `pnpm@${PNPM_VERSION}`]);
}

export function installDependencies() {
  ensurePnpm();
  run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline']);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) installDependencies();
