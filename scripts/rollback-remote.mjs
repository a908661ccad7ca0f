/**
 * `pnpm rollback:remote <remote> [version]`: puts an earlier Firebase Hosting version of one remote's
 * site back live (default: the version live before the current release). The shell and the other
 * remotes are untouched; pages opened on the newer release recover in the browser. The site loads
 * the build it puts back once the discovery document serves it again (issue 48): by the pin the
 * document kept for it, `pnpm release:discovery --serve <remote>:<build id>`, which this prints.
 */

import { readLiveBuildId } from '@codekade/platform/release-sources';
import { remoteFromArguments } from '@codekade/platform/remote-arg';
import { restoreHostingVersion, versionToRestore } from '@codekade/platform/rollback-run';

const app = remoteFromArguments('rollback:remote');
const { hostingSiteId } = app;
if (!hostingSiteId) throw new Error(`${app.name} has no Hosting site id in its remote.json.`);
restoreHostingVersion(hostingSiteId, await versionToRestore(hostingSiteId, process.argv[3]));
const restored = await readLiveBuildId(`${app.productionUrl.replace(/\/+$/, '')}/`);
console.log(
  restored
    ? `Now serve it: pnpm release:discovery --serve ${app.name}:${restored} (with the discovery document's credentials).`
    : 'The restored version names no build id: release the discovery document by hand.',
);
