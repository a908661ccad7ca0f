/**
 * `pnpm deploy:shell`: builds the shell alone, refuses a build that is not production-ready (a
 * loopback URL, a remotes.json that is not the registry's production one, an inline script the CSP
 * blocks), then releases the shell's files to its own Firebase Hosting site, with the kept files of
 * the releases it replaced (release ledger), and only then the composer (shell/Dockerfile) to Cloud
 * Run, which writes the pages that Hosting rewrites to it. In that order every page served at any
 * moment names only files Hosting serves: the old composer's pages name kept files, the new one's
 * the new files. No remote is rebuilt or redeployed. The service's composition settings
 * (shell/server/settings.ts: the fragment budget, the fragment cache, the CDN's s-maxage) are set on
 * it from this environment, defaults included: `COMPOSER_FRAGMENT_BUDGET_MS=500 pnpm deploy:shell`;
 * the secret its page measurement tokens are signed with comes from Secret Manager, and Hosting's
 * networks must be given (`MEASUREMENT_PROXY_NETWORKS`, docs/measurements.md).
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { composerDeployArguments } from '@codekade/platform/composer-deploy';
import { COMPOSER_SERVICE } from '@codekade/platform/hosting-config';
import { prepareReleaseFromLive } from '@codekade/platform/release-sources';
import { commandExists, repoRoot, run } from '@codekade/platform/run';
import { problemsInShellDist } from '@codekade/platform/shell-dist-check';
import { shellApp } from '@codekade/shared/apps';

/** The Secret Manager secret the composer's page measurement tokens are signed with. */
const MEASUREMENT_TOKEN_SECRET_NAME = 'composer-measurement-token';

run('pnpm', ['--filter', 'shell', 'build']);
// Read with the built composer's own settings module, so a bad value stops here, before any deploy.
const { composerServiceEnvironment } = await import(pathToFileURL(join(repoRoot, 'shell/dist-server/index.js')).href);
const serviceEnvironment = composerServiceEnvironment(process.env);
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
await prepareReleaseFromLive(join(repoRoot, 'shell/dist'), shellApp.productionUrl);
// Files first: the running composer's pages name the kept files, the new composer's the new ones.
// The service already exists (Hosting's rewrite names it); its first deploy is the one exception.
run(join(repoRoot, 'node_modules/.bin/firebase'), ['deploy', '--only', 'hosting:shell']);
run(
  'gcloud',
  composerDeployArguments({
    serviceId: COMPOSER_SERVICE.serviceId,
    region: COMPOSER_SERVICE.region,
    source: join(repoRoot, 'shell'),
    environment: serviceEnvironment,
    secretName: MEASUREMENT_TOKEN_SECRET_NAME,
  }),
);
