/**
 * `pnpm rollback:remote <remote> [version]`: puts an earlier Firebase Hosting version of one remote's
 * site back live (default: the version live before the current release). The shell and the other
 * remotes are untouched; pages opened on the newer release recover in the browser.
 */

import { remoteFromArguments } from '@codekade/platform/remote-arg';
import { restoreHostingVersion, versionToRestore } from '@codekade/platform/rollback-run';

const app = remoteFromArguments('rollback:remote');
const { hostingSiteId } = app;
if (!hostingSiteId) throw new Error(`${app.name} has no Hosting site id in its remote.json.`);
restoreHostingVersion(hostingSiteId, await versionToRestore(hostingSiteId, process.argv[3]));
