// @ts-check
/**
 * The rollout gate's Cloud Functions codebase (serving/gate-function, built by
 * platform/functions/rsbuild.config.ts): firebase.json's `functions` entry and the arguments of
 * `pnpm deploy:gate`. firebase.json and the deploy both read this module.
 */

export const ROLLOUT_GATE_FUNCTIONS = Object.freeze({
  source: 'serving/gate-function/dist',
  codebase: 'rollouts',
  runtime: 'nodejs22',
});

/** Builds the function's bundle (serving/gate-function/dist) with the platform package's Rsbuild. */
export const GATE_BUILD_ARGUMENTS = Object.freeze([
  '--filter',
  '@codekade/platform',
  'exec',
  'rsbuild',
  'build',
  '--config',
  'functions/rsbuild.config.ts',
]);

/** The `firebase deploy` arguments of the gate alone: no Hosting site, no other codebase. */
export function gateDeployArguments() {
  return ['deploy', '--only', `functions:${ROLLOUT_GATE_FUNCTIONS.codebase}`];
}
