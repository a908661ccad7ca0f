/**
 * `pnpm deploy:remote <remote>`: builds one remote alone and deploys it to its own Firebase Hosting
 * site: its code and its prerendered pages (dist/ssr/) in one release, so the shell's composer serves
 * the new HTML on the next request that misses the CDN. Before the deploy, the hashed files of the
 * live release(s) replaced less than 7 days ago are copied into the release (release ledger, see
 * platform/lib/release-ledger.mjs), so pages opened before the release keep loading their chunks.
 * The shell and the other remotes are not rebuilt or redeployed.
 */
import { join } from 'node:path';
import { prepareReleaseFromLive } from '@codekade/platform/release-sources';
import { remoteFromArguments } from '@codekade/platform/remote-arg';
import { deployArguments } from '@codekade/platform/remote-backends';
import { repoRoot, run } from '@codekade/platform/run';

const app = remoteFromArguments('deploy:remote');
run('pnpm', ['--filter', app.dir, 'build']);
await prepareReleaseFromLive(join(repoRoot, app.dir, 'dist'), app.productionUrl);
// One release: the Hosting site, and for the contact team also its functions, rules and TTL config.
run(join(repoRoot, 'node_modules/.bin/firebase'), deployArguments(app));
