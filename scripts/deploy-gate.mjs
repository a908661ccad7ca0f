/**
 * `pnpm deploy:gate`: builds the rollout gate's scheduled Cloud Function (serving/gate-function) and
 * deploys it alone (codebase `rollouts`); it then runs one gate pass every minute on the project's
 * Firestore (docs/rollouts.md). Neither a Hosting site nor another codebase is touched.
 */
import { join } from 'node:path';
import { GATE_BUILD_ARGUMENTS, gateDeployArguments } from '@codekade/platform/gate-deploy';
import { repoRoot, run } from '@codekade/platform/run';

run('pnpm', [...GATE_BUILD_ARGUMENTS]);
run(join(repoRoot, 'node_modules/.bin/firebase'), gateDeployArguments());
