/** Runs a rollback of one app's Hosting site (see hosting-rollback.mjs) with the Firebase and Google Cloud CLIs. */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { FIREBASE_PROJECT } from './hosting-config.mjs';
import { cloneArguments, previousVersion, releasesRequest } from './hosting-rollback.mjs';
import { commandExists, repoRoot, run } from './run.mjs';

/** Exits with a clear message when the Google Cloud CLI is missing. */
export function requireGcloud(what) {
  if (commandExists('gcloud')) return;
  console.error(`\n✖ ${what} needs the Google Cloud CLI (gcloud), logged in to the Firebase project.`);
  process.exit(1);
}

/** The version to put back: the one given, or the one live before the current release. */
export async function versionToRestore(siteId, given) {
  if (given) return given;
  requireGcloud('Finding the previous release (give a version to skip this)');
  const token = execFileSync('gcloud', ['auth', 'print-access-token'], { encoding: 'utf8' }).trim();
  const { url, headers } = releasesRequest(siteId, token);
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`Reading the release history of ${siteId} failed (HTTP ${response.status}).`);
  return previousVersion(await response.json());
}

/** Clones `version` of `siteId` back into its live channel. */
export function restoreHostingVersion(siteId, version) {
  run(join(repoRoot, 'node_modules/.bin/firebase'), cloneArguments({ project: FIREBASE_PROJECT, siteId, version }));
}
