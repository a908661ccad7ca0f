// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { remoteApps } from './app-registry.mjs';
import { firesOn, workflowsFiredBy } from './path-filters.mjs';
import { WORKFLOWS_DIR, workflows, workflowText } from './workflows.mjs';

const repoRoot = join(import.meta.dirname, '../..');
const committedText = (file: string) => readFileSync(join(repoRoot, WORKFLOWS_DIR, file), 'utf8');

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: Record<string, { paths?: string[]; branches?: string[] }>;
  jobs: Record<string, { if?: string; needs?: string; environment?: string; steps: Step[] }>;
}
const committed = (file: string) => parse(committedText(file)) as Workflow;
const stepsOf = (workflow: Workflow, job: string) => workflow.jobs[job]?.steps ?? [];
const runsIn = (workflow: Workflow, job: string) => stepsOf(workflow, job).map((step) => step.run ?? '');

/** The schema validator's errors; it also warns on stderr that it does not check globs. */
function schemaErrors(text: string) {
  return validateWorkflow(text).errors;
}

describe('GitHub Actions workflows', () => {
  it.each(Object.keys(workflows()))('%s is what `pnpm config:hosting` generates from the registry', (file) => {
    expect(committedText(file)).toBe(workflowText(workflows()[file]));
  });

  it.each(Object.keys(workflows()))('%s is a valid workflow', (file) => {
    expect(schemaErrors(committedText(file))).toEqual([]);
  });

  it('the validator refuses a broken workflow, so the test above can fail', () => {
    const broken = committedText('mf-about.yml').replace('runs-on: ubuntu-latest', 'runs_on: ubuntu-latest');
    expect(schemaErrors(broken)).not.toEqual([]);
  });

  it.each(remoteApps.map((remote) => [remote.dir, remote]))(
    '%s has its workflow: its paths, its checks, a preview channel and its deploy',
    (dir, remote) => {
      const workflow = committed(`${dir}.yml`);
      for (const event of ['pull_request', 'push'])
        expect(workflow.on[event]?.paths).toEqual(expect.arrayContaining([`${dir}/**`, 'shared/**', 'platform/**']));
      // Its part of the lockfile is its own release-inputs.json (in its folder), not the whole lockfile.
      expect(workflow.on.push?.paths).not.toContain('pnpm-lock.yaml');
      expect(workflow.on.push?.branches).toEqual(['main']);
      expect(runsIn(workflow, 'check')).toContain(`pnpm check:remote ${dir}`);
      const preview = stepsOf(workflow, 'preview').find((step) =>
        step.uses?.startsWith('FirebaseExtended/action-hosting-deploy@'),
      );
      expect(preview?.with).toMatchObject({ target: remote.name });
      expect(preview?.with).not.toHaveProperty('channelId', 'live');
      // Letters, digits and single hyphens, as the shell's preview-channel rule admits.
      expect(preview?.with).toHaveProperty('channelId', `pr-\${{ github.event.pull_request.number }}`);
      expect(runsIn(workflow, 'preview').join('\n')).toContain(
        `remoteOverride=${remote.name}=\${CHANNEL_URL%/}/mf-manifest.json`,
      );
      expect(workflow.jobs.preview?.if).toContain("github.event_name == 'pull_request'");
      // The build check:remote passed is the one released and pinned (issue 48): its artifact, no rebuild.
      expect(
        stepsOf(workflow, 'check').find((step) => step.uses?.startsWith('actions/upload-artifact@'))?.with,
      ).toEqual(expect.objectContaining({ name: `${dir}-build`, path: `${dir}/dist` }));
      expect(runsIn(workflow, 'deploy')).toContain(`pnpm deploy:remote ${dir} --build release-build`);
      expect(workflow.jobs.deploy).toMatchObject({ needs: 'check', if: expect.stringContaining('refs/heads/main') });
      expect(runsIn(workflow, 'pins')).toContain('pnpm release:discovery --build release-build');
      expect(workflow.jobs.pins).toMatchObject({ needs: 'deploy', environment: 'discovery' });
      for (const job of ['deploy', 'pins'])
        expect(
          stepsOf(workflow, job).find((step) => step.uses?.startsWith('actions/download-artifact@'))?.with,
        ).toEqual({ name: `${dir}-build`, path: 'release-build' });
    },
  );

  it('only the discovery document’s jobs hold its secret, and no team’s job writes a pin with its own (issue 48)', () => {
    for (const [file, workflow] of Object.entries(workflows())) {
      for (const [name, job] of Object.entries(workflow.jobs as Workflow['jobs'])) {
        const text = JSON.stringify(job);
        const holdsDiscoverySecret = text.includes('secrets.DISCOVERY_SERVICE_ACCOUNT');
        const releasesDocument = (job.steps ?? []).some((step) => step.run?.startsWith('pnpm release:discovery'));
        expect(holdsDiscoverySecret, `${file} ${name}`).toBe(releasesDocument);
        if (releasesDocument) {
          expect(text, `${file} ${name}`).not.toContain('secrets.FIREBASE_SERVICE_ACCOUNT');
          expect(job).toMatchObject({ environment: 'discovery', concurrency: { group: 'deploy-discovery' } });
        }
      }
    }
  });

  it("the shell's workflow runs npm test on every change outside a remote's folder and deploys the shell from main", () => {
    const workflow = committed('shell.yml');
    expect(workflow.on.pull_request?.paths).toEqual([
      '**',
      '!mf-*/**',
      '!.github/workflows/mf-*.yml',
      '!pnpm-lock.yaml',
      '!firebase.json',
      '!.firebaserc',
    ]);
    expect(runsIn(workflow, 'test')).toContain('npm test');
    expect(runsIn(workflow, 'deploy')).toContain('pnpm deploy:shell');
    expect(workflow.jobs.deploy).toMatchObject({ needs: 'test', if: expect.stringContaining('refs/heads/main') });
  });

  it("the discovery document's workflow alone reacts to an area.json, and releases the document from main", () => {
    const workflow = committed('discovery.yml');
    expect(workflow.on.pull_request?.paths).toContain('mf-*/area.json');
    expect(workflow.on.push?.paths).toContain('mf-*/remote.json');
    expect(runsIn(workflow, 'deploy')).toContain('pnpm release:discovery');
    expect(workflow.jobs.deploy).toMatchObject({ needs: 'check', if: expect.stringContaining('refs/heads/main') });
    for (const remote of remoteApps) {
      const paths = committed(`${remote.dir}.yml`).on.push?.paths ?? [];
      // A later negative pattern excludes what an earlier one included (GitHub's filter order).
      expect(paths.indexOf(`!${remote.dir}/area.json`)).toBeGreaterThan(paths.indexOf(`${remote.dir}/**`));
    }
    expect(committed('shell.yml').on.push?.paths).toEqual(committed('shell.yml').on.pull_request?.paths);
  });

  const fired = (...files: string[]) => workflowsFiredBy(workflows(), files);

  it.each([
    ["a remote's own file", ['mf-about/src/pages/AboutPage.tsx'], ['mf-about.yml']],
    ["a remote's area.json", ['mf-about/area.json'], ['discovery.yml']],
    ["a remote's build facts", ['mf-about/remote.json'], ['discovery.yml', 'mf-about.yml']],
    ["a dependency of a remote's (its release inputs)", ['mf-home/release-inputs.json'], ['mf-home.yml']],
    ["a dependency of the shell's (its release inputs)", ['shell/release-inputs.json'], ['shell.yml']],
    [
      'the shared package',
      ['shared/src/routes.ts'],
      [...remoteApps.map((remote) => `${remote.dir}.yml`), 'shell.yml'].sort(),
    ],
    ['the lockfile, firebase.json and .firebaserc alone', ['pnpm-lock.yaml', 'firebase.json', '.firebaserc'], []],
    [
      // A remote this registry has not (yet): only the discovery document's workflow is already there.
      'a new remote and its workflow',
      ['mf-newcomer/remote.json', 'mf-newcomer/src/index.ts', '.github/workflows/mf-newcomer.yml'],
      ['discovery.yml'],
    ],
    ['the docs', ['docs/architecture.md'], ['shell.yml']],
  ])('%s fires exactly its workflows', (_change, files, expected) => {
    expect(fired(...files)).toEqual(expected);
  });

  it("reads GitHub's filters: later patterns win, globs stay in a segment, dot files match", () => {
    expect(firesOn(['**', '!mf-*/**'], ['mf-a/b/c.ts'])).toBe(false);
    expect(firesOn(['**', '!mf-*/**', 'mf-a/keep.json'], ['mf-a/keep.json'])).toBe(true);
    expect(firesOn(['mf-*/area.json'], ['mf-a/b/area.json'])).toBe(false);
    expect(firesOn(['**'], ['.github/workflows/shell.yml', '.firebaserc'])).toBe(true);
    expect(firesOn(['!**', 'docs/**'], ['docs/a.md'])).toBe(true);
    expect(firesOn(['docs/**'], [])).toBe(false);
  });
});
