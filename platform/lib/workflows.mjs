/**
 * The GitHub Actions workflows, built from the app registry (app-registry.mjs) like firebase.json:
 * one per remote (its checks and a preview channel on pull requests; on main its deploy and then the
 * discovery document's release with the build's pins, docs/integrity.md), one for the discovery
 * document, and one for the shell and everything shared (`npm test`, `pnpm deploy:shell`). `pnpm config:hosting` writes
 * them to .github/workflows/; a unit test proves the committed files match and validates them.
 */

import { AREA_DECLARATION_FILE } from '@codekade/shared/discovery-format';
import { stringify } from 'yaml';
import { remoteApps, shellApp } from './app-registry.mjs';
import { FIREBASE_PROJECT } from './hosting-config.mjs';
import { REMOTE_FACTS_FILE } from './remote-facts.mjs';
import { PNPM_VERSION } from './setup.mjs';

export const WORKFLOWS_DIR = '.github/workflows';
/** A GitHub Actions expression, `${{ … }}`, evaluated by the runner. */
const expression = (text) => `\${{ ${text} }}`;
/** Secret holding the JSON key of a service account that may deploy Hosting (and, for the shell, Cloud Run). */
const SERVICE_ACCOUNT_SECRET = expression('secrets.FIREBASE_SERVICE_ACCOUNT');
/**
 * The discovery document's own secret (issue 48): a service account that may deploy its Hosting site
 * only, in an environment of its own. The document holds every remote's pins, so no team's deploy
 * secret may write it; only its jobs, which take the pins from a build's artifact, use this.
 */
const DISCOVERY_SERVICE_ACCOUNT_SECRET = expression('secrets.DISCOVERY_SERVICE_ACCOUNT');
/** The environment whose secret releases the discovery document. */
const DISCOVERY_ENVIRONMENT = 'discovery';
/** One release of the discovery document at a time, whichever workflow releases it (GitHub's groups span the repository). */
const DISCOVERY_CONCURRENCY = { group: 'deploy-discovery', 'cancel-in-progress': false };
/** Where a deploy's build artifact is downloaded to, in the jobs that release it. */
const BUILD_ARTIFACT_DIR = 'release-build';
/** The name of a remote's build artifact: the very files check:remote passed, deployed and pinned. */
const buildArtifactOf = (remote) => `${remote.dir}-build`;

/**
 * What a remote's own workflow reacts to: its folder (with its release-inputs.json, its slice of the
 * lockfile and of the hosting config), the shared, platform and serving packages; not its area.json, which
 * goes out in the discovery document (discovery.yml) alone, and no shared root file a new remote
 * changes (pnpm-lock.yaml, firebase.json, .firebaserc).
 */
export function remotePaths(remote) {
  return [
    `${remote.dir}/**`,
    `!${remote.dir}/${AREA_DECLARATION_FILE}`,
    'shared/**',
    'platform/**',
    'serving/**',
    `${WORKFLOWS_DIR}/${remote.dir}.yml`,
  ];
}

/**
 * What the discovery document's workflow reacts to: the areas' declarations, the remotes' build facts
 * (their production URLs are in the document) and the document's own modules. A change to an area.json alone runs it and no other workflow (the remotes'
 * exclude the file, the shell's excludes the remotes' folders).
 */
export const DISCOVERY_PATHS = [
  `mf-*/${AREA_DECLARATION_FILE}`,
  `mf-*/${REMOTE_FACTS_FILE}`,
  'shared/src/discovery*',
  'shared/src/integrity*',
  'platform/lib/discovery-*',
  `${WORKFLOWS_DIR}/discovery.yml`,
];

/**
 * The root files every app's release reads a part of: each app's part is in its release-inputs.json
 * (release-inputs.mjs), so a new remote, which changes these, fires only its own workflow.
 */
export const SHARED_ROOT_FILES = ['pnpm-lock.yaml', 'firebase.json', '.firebaserc'];

/**
 * The shell's workflow reacts to everything that is not a remote's folder or workflow, nor one of
 * the shared root files (its part of those is shell/release-inputs.json). Globs, not a list of the
 * remotes: a new remote changes no line here.
 */
export const SHELL_PATHS = [
  '**',
  '!mf-*/**',
  `!${WORKFLOWS_DIR}/mf-*.yml`,
  ...SHARED_ROOT_FILES.map((file) => `!${file}`),
];

/** Debian, as on the project's machines: `npm test` installs Chromium and Firefox ESR with apt-get as root. */
const DEBIAN_NODE = 'node:20-bookworm';

const checkout = { uses: 'actions/checkout@v4' };
const install = {
  name: 'Install pnpm and the dependencies',
  run: `npm install --global pnpm@${PNPM_VERSION} && pnpm install --frozen-lockfile`,
};
const googleAuth = {
  name: 'Log in to Google Cloud',
  uses: 'google-github-actions/auth@v2',
  with: { credentials_json: SERVICE_ACCOUNT_SECRET },
};
const discoveryAuth = {
  name: 'Log in to Google Cloud as the discovery document',
  uses: 'google-github-actions/auth@v2',
  with: { credentials_json: DISCOVERY_SERVICE_ACCOUNT_SECRET },
};
const isMainPush = "github.event_name == 'push' && github.ref == 'refs/heads/main'";

function triggers(paths) {
  return { pull_request: { paths }, push: { branches: ['main'], paths }, workflow_dispatch: {} };
}

/** The link that opens a pull request's preview of `remote` inside the live shell. */
export function liveShellPreviewLink(remote, channelUrl) {
  return `${shellApp.productionUrl}/?remoteOverride=${remote.name}=${channelUrl}/mf-manifest.json`;
}

/** @param {(typeof remoteApps)[number]} remote */
export function remoteWorkflow(remote) {
  const isPullRequest = "github.event_name == 'pull_request'";
  return {
    name: remote.dir,
    on: triggers(remotePaths(remote)),
    permissions: { contents: 'read' },
    concurrency: { group: `${remote.dir}-${expression('github.ref')}`, 'cancel-in-progress': true },
    jobs: {
      check: {
        name: `pnpm check:remote ${remote.dir}`,
        'runs-on': 'ubuntu-latest',
        container: DEBIAN_NODE,
        'timeout-minutes': 20,
        steps: [
          checkout,
          install,
          { run: `pnpm check:remote ${remote.dir}` },
          // The build check:remote passed (pins, budget, specs) is the one deployed and pinned, never a rebuild.
          {
            name: 'Keep the checked build',
            if: isMainPush,
            uses: 'actions/upload-artifact@v4',
            with: { name: buildArtifactOf(remote), path: `${remote.dir}/dist`, 'retention-days': 7 },
          },
        ],
      },
      preview: {
        name: 'Preview channel',
        needs: 'check',
        // Forks get no secrets: their pull requests are checked, not deployed.
        if: `${isPullRequest} && github.event.pull_request.head.repo.full_name == github.repository`,
        'runs-on': 'ubuntu-latest',
        permissions: { contents: 'read', 'pull-requests': 'write', checks: 'write' },
        steps: [
          checkout,
          { uses: 'actions/setup-node@v4', with: { 'node-version': 20 } },
          install,
          { run: `pnpm --filter ${remote.dir} build` },
          {
            id: 'channel',
            uses: 'FirebaseExtended/action-hosting-deploy@v0',
            with: {
              repoToken: expression('secrets.GITHUB_TOKEN'),
              firebaseServiceAccount: SERVICE_ACCOUNT_SECRET,
              projectId: FIREBASE_PROJECT,
              target: remote.name,
              // The action's default, `pr<n>-<branch>`, can put `--` into the channel's host name, which
              // the shell refuses as an override (shell/src/lib/loopback-urls.ts): the number alone cannot.
              channelId: `pr-${expression('github.event.pull_request.number')}`,
              expires: '7d',
            },
          },
          {
            name: 'Link the preview inside the live shell',
            env: {
              GH_TOKEN: expression('secrets.GITHUB_TOKEN'),
              CHANNEL_URL: expression('steps.channel.outputs.details_url'),
              PR: expression('github.event.pull_request.number'),
            },
            run: [
              `link="${liveShellPreviewLink(remote, `\${CHANNEL_URL%/}`)}"`,
              `gh pr comment "$PR" --repo "$GITHUB_REPOSITORY" --body "Preview van ${remote.dir} in de live shell: $link (geldig 7 dagen; 'Herstel' in de badge zet de live versie terug)."`,
            ].join('\n'),
          },
        ],
      },
      deploy: {
        name: `pnpm deploy:remote ${remote.dir}`,
        needs: 'check',
        if: isMainPush,
        'runs-on': 'ubuntu-latest',
        // Debian, as the check's: the first-load budget is measured in its Chromium before the release.
        container: DEBIAN_NODE,
        environment: 'production',
        concurrency: { group: `deploy-${remote.dir}`, 'cancel-in-progress': false },
        steps: [
          checkout,
          install,
          downloadBuild(remote),
          googleAuth,
          { run: `pnpm deploy:remote ${remote.dir} --build ${BUILD_ARTIFACT_DIR}` },
        ],
      },
      // The second step of the release (issue 48): the discovery document pins and serves the build just
      // published, from the same artifact, with the document's own secret: the team's cannot write a pin.
      pins: {
        name: `pnpm release:discovery --build (${remote.dir})`,
        needs: 'deploy',
        if: isMainPush,
        'runs-on': 'ubuntu-latest',
        environment: DISCOVERY_ENVIRONMENT,
        concurrency: DISCOVERY_CONCURRENCY,
        steps: [
          checkout,
          { uses: 'actions/setup-node@v4', with: { 'node-version': 20 } },
          install,
          downloadBuild(remote),
          discoveryAuth,
          { run: `pnpm release:discovery --build ${BUILD_ARTIFACT_DIR}` },
        ],
      },
    },
  };
}

/** The step that brings a remote's checked build into a job that releases it. */
function downloadBuild(remote) {
  return {
    name: 'The checked build',
    uses: 'actions/download-artifact@v4',
    with: { name: buildArtifactOf(remote), path: BUILD_ARTIFACT_DIR },
  };
}

export function shellWorkflow() {
  return {
    name: 'shell',
    on: triggers(SHELL_PATHS),
    permissions: { contents: 'read' },
    concurrency: { group: `shell-${expression('github.ref')}`, 'cancel-in-progress': true },
    jobs: {
      test: {
        name: 'npm test',
        'runs-on': 'ubuntu-latest',
        container: DEBIAN_NODE,
        'timeout-minutes': 30,
        steps: [checkout, { run: 'npm test' }],
      },
      deploy: {
        name: 'pnpm deploy:shell',
        needs: 'test',
        if: isMainPush,
        'runs-on': 'ubuntu-latest',
        environment: 'production',
        concurrency: { group: 'deploy-shell', 'cancel-in-progress': false },
        steps: [
          checkout,
          { uses: 'actions/setup-node@v4', with: { 'node-version': 20 } },
          install,
          googleAuth,
          { uses: 'google-github-actions/setup-gcloud@v2' },
          // Hosting's networks, for the composer's client share (docs/measurements.md): a repository variable.
          {
            run: 'pnpm deploy:shell',
            env: { MEASUREMENT_PROXY_NETWORKS: expression('vars.MEASUREMENT_PROXY_NETWORKS') },
          },
        ],
      },
    },
  };
}

/**
 * The discovery document's release (docs/discovery.md): its checks, and `pnpm release:discovery` from
 * main, which carries every remote's pins over from the live document (docs/integrity.md).
 */
export function discoveryWorkflow() {
  return {
    name: 'discovery',
    on: triggers(DISCOVERY_PATHS),
    permissions: { contents: 'read' },
    concurrency: { group: `discovery-${expression('github.ref')}`, 'cancel-in-progress': true },
    jobs: {
      check: {
        name: 'The discovery document and its reader',
        'runs-on': 'ubuntu-latest',
        'timeout-minutes': 10,
        steps: [
          checkout,
          { uses: 'actions/setup-node@v4', with: { 'node-version': 20 } },
          install,
          { run: 'pnpm vitest run platform/lib/discovery-document.test.ts shared/src/discovery.test.ts' },
        ],
      },
      deploy: {
        name: 'pnpm release:discovery',
        needs: 'check',
        if: isMainPush,
        'runs-on': 'ubuntu-latest',
        // The document's own secret; it carries every remote's pins over from the live document.
        environment: DISCOVERY_ENVIRONMENT,
        concurrency: DISCOVERY_CONCURRENCY,
        steps: [
          checkout,
          { uses: 'actions/setup-node@v4', with: { 'node-version': 20 } },
          install,
          discoveryAuth,
          { run: 'pnpm release:discovery' },
        ],
      },
    },
  };
}

/** File name (in .github/workflows) to workflow, for every app of the registry and the discovery document. */
export function workflows() {
  return {
    [`${shellApp.dir}.yml`]: shellWorkflow(),
    'discovery.yml': discoveryWorkflow(),
    ...Object.fromEntries(remoteApps.map((remote) => [`${remote.dir}.yml`, remoteWorkflow(remote)])),
  };
}

const GENERATED_NOTE =
  '# Generated by `pnpm config:hosting` from the app registry (every mf-*/remote.json, platform/lib/workflows.mjs).\n' +
  '# Edit those and regenerate; a unit test fails while this file differs.\n';

/** The YAML text of one workflow file, as committed. */
export function workflowText(workflow) {
  return GENERATED_NOTE + stringify(workflow, { lineWidth: 0, aliasDuplicateObjects: false });
}
