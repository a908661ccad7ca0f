/**
 * `pnpm rollback:discovery [version]`: puts an earlier Firebase Hosting version of the discovery
 * document's site back live (default: the version live before the current release), as
 * `pnpm rollback:remote` does for a remote. The composer service reads it within 5 s.
 */
import { DISCOVERY_HOSTING } from '@codekade/platform/discovery-hosting';
import { restoreHostingVersion, versionToRestore } from '@codekade/platform/rollback-run';

const { siteId } = DISCOVERY_HOSTING;
restoreHostingVersion(siteId, await versionToRestore(siteId, process.argv[2]));
