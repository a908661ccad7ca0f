/**
 * Builds the rollout gate's Cloud Function into platform/functions/dist with the functions preset:
 * one ES module (the gate, the rollout contract and the registry bundled in) and the package.json
 * Cloud Build installs.
 */
import { deployPackageJsonOf, type FunctionsBundle, functionsBundleConfig } from '../build/functions-bundle';

/** The packages the function loads at run time (installed on deploy, not bundled). */
export const RUNTIME_PACKAGES = ['firebase-admin', 'firebase-functions'] as const;

const bundle: FunctionsBundle = {
  root: import.meta.dirname,
  packageName: 'codekade-rollout-gate',
  runtimePackages: RUNTIME_PACKAGES,
};

/** dist/package.json: what Cloud Functions installs and runs. */
export const deployPackageJson = (version?: (name: string) => string) => deployPackageJsonOf(bundle, version);

export default functionsBundleConfig(bundle);
