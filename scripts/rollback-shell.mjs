/**
 * `pnpm rollback:shell [version] [revision]`: puts the shell back: first the composer (Cloud Run)
 * on its previous revision (or `revision`), then an earlier Hosting version of the shell's site
 * (default: the version live before the current release). In that order the pages served name files
 * the live Hosting release still has: the current release keeps the previous release's files.
 */
import { execFileSync } from 'node:child_process';
import { COMPOSER_SERVICE } from '@codekade/platform/hosting-config';
import {
  composerRevisionsArguments,
  composerTrafficArguments,
  previousRevision,
} from '@codekade/platform/hosting-rollback';
import { requireGcloud, restoreHostingVersion, versionToRestore } from '@codekade/platform/rollback-run';
import { run } from '@codekade/platform/run';
import { shellApp } from '@codekade/shared/apps';

const [givenVersion, givenRevision] = process.argv.slice(2);
requireGcloud('Rolling back the composer');
const version = await versionToRestore(shellApp.hostingSiteId, givenVersion);
const revision =
  givenRevision ??
  previousRevision(execFileSync('gcloud', composerRevisionsArguments(COMPOSER_SERVICE), { encoding: 'utf8' }));
run('gcloud', composerTrafficArguments({ ...COMPOSER_SERVICE, revision }));
restoreHostingVersion(shellApp.hostingSiteId, version);
