/**
 * Builds the rollout gate's Cloud Function (serving/gate-function, the production package's) into
 * serving/gate-function/dist with the functions preset: one ES module (the gate, the rollout contract
 * and the registry bundled in) and the package.json Cloud Build installs.
 */
import { join } from 'node:path';
import { deployPackageJsonOf, type FunctionsBundle, functionsBundleConfig } from '../build/functions-bundle';
import { WORKSPACE_ROOT } from '../lib/app-registry.mjs';

/** The packages the function loads at run time (installed on deploy, not bundled). */
export const RUNTIME_PACKAGES = ['firebase-admin', 'firebase-functions'] as const;

const bundle: FunctionsBundle = {
  root: join(WORKSPACE_ROOT, 'serving/gate-function'),
  packageName: 'codekade-rollout-gate',
  runtimePackages: RUNTIME_PACKAGES,
};

/** dist/package.json: what Cloud Functions installs and runs. */
export const deployPackageJson = (version?: (name: string) => string) => deployPackageJsonOf(bundle, version);

export default functionsBundleConfig(bundle);
