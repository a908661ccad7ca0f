/**
 * Runs the shell's contract check (shell/server/remote-contract.ts, TypeScript loaded with jiti) on a
 * remote's build folder, against the shell's build folder.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);

/**
 * @param {string} remote federation name, e.g. mf_about
 * @param {string} distDir the remote's build (mf-manifest.json and ssr/)
 * @param {string} shellDistDir the shell's build (its mf-manifest.json names what it shares)
 * @returns {Promise<string[]>} the problems; empty when the live shell would accept this build
 */
export async function checkRemoteBuild(remote, distDir, shellDistDir) {
  /** @type {typeof import('../../shell/server/remote-contract')} */
  const { remoteContractProblems } = await jiti.import('../../shell/server/remote-contract.ts');
  const readJson = async (/** @type {string} */ file) => JSON.parse(await readFile(join(distDir, file), 'utf8'));
  const shellManifest = JSON.parse(await readFile(join(shellDistDir, 'mf-manifest.json'), 'utf8'));
  return remoteContractProblems({ remote, readJson, shellManifest });
}
