/**
 * `pnpm deploy:remote <remote>`: builds one remote alone and deploys it to its own Firebase Hosting
 * site: its code and its prerendered pages (dist/ssr/) in one release, so the shell's composer serves
 * the new HTML on the next request that misses the CDN. The shell and the other remotes are not
 * rebuilt or redeployed.
 */
import { join } from 'node:path';
import { remoteFromArguments } from './lib/remote-arg.mjs';
import { deployArguments } from './lib/remote-backends.mjs';
import { repoRoot, run } from './lib/run.mjs';

const app = remoteFromArguments('deploy:remote');
run('pnpm', ['--filter', app.dir, 'build']);
// One release: the Hosting site, and for the contact team also its functions, rules and TTL config.
run(join(repoRoot, 'node_modules/.bin/firebase'), deployArguments(app));
