/**
 * `pnpm deploy:shell`: builds the shell alone, refuses a build that is not production-ready (a
 * loopback URL, a remotes.json that is not the registry's production one, an inline script the CSP
 * blocks), deploys the composer (shell/Dockerfile) to Cloud Run, then the shell's files to its own
 * Firebase Hosting site, whose pages rewrite to that service. No remote is rebuilt or redeployed.
 */
import { join } from 'node:path';
import { COMPOSER_SERVICE } from './lib/hosting-config.mjs';
import { commandExists, repoRoot, run } from './lib/run.mjs';
import { problemsInShellDist } from './lib/shell-dist-check.mjs';

run('pnpm', ['--filter', 'shell', 'build']);
const problems = problemsInShellDist(join(repoRoot, 'shell/dist'));
if (problems.length > 0) {
  console.error(`\n✖ The shell's build cannot be deployed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
if (!commandExists('gcloud')) {
  console.error(
    '\n✖ Deploying the composer needs the Google Cloud CLI (gcloud), logged in to the Firebase project.\n' +
      '  Install it (https://cloud.google.com/sdk/docs/install), run `gcloud auth login`, then run this again.',
  );
  process.exit(1);
}
// The composer first: Hosting's rewrite must find the service that answers the pages.
run('gcloud', [
  'run',
  'deploy',
  COMPOSER_SERVICE.serviceId,
  '--source',
  join(repoRoot, 'shell'),
  '--region',
  COMPOSER_SERVICE.region,
  '--allow-unauthenticated',
]);
run(join(repoRoot, 'node_modules/.bin/firebase'), ['deploy', '--only', 'hosting:shell']);
