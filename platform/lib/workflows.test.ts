// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { remoteApps } from './app-registry.mjs';
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
  jobs: Record<string, { if?: string; needs?: string; steps: Step[] }>;
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
        expect(workflow.on[event]?.paths).toEqual(expect.arrayContaining([`${dir}/**`, 'shared/**', 'pnpm-lock.yaml']));
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
      expect(runsIn(workflow, 'deploy')).toContain(`pnpm deploy:remote ${dir}`);
      expect(workflow.jobs.deploy).toMatchObject({ needs: 'check', if: expect.stringContaining('refs/heads/main') });
    },
  );

  it("the shell's workflow runs npm test on every change outside a remote's folder and deploys the shell from main", () => {
    const workflow = committed('shell.yml');
    expect(workflow.on.pull_request?.paths).toEqual(['**', ...remoteApps.map((remote) => `!${remote.dir}/**`)]);
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
    expect(committed('shell.yml').on.push?.paths).toEqual(['**', ...remoteApps.map((remote) => `!${remote.dir}/**`)]);
  });
});
