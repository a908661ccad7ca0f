/**
 * One copy of the workspace for every trial of the run (vitest globalSetup of vitest.trial.config.ts):
 * copying and installing it is a minute on a busy machine, taken once.
 */
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { makeWorkspaceCopy } from './workspace-copy';

export default function makeTrialCopy(project: TestProject) {
  const copy = makeWorkspaceCopy();
  project.provide('trialCopy', copy);
  return () => rmSync(copy, { recursive: true, force: true });
}
