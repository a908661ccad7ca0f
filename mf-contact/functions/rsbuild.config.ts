/**
 * Builds the contact team's Cloud Functions into functions/dist with the platform's functions preset:
 * one ES module (the site config and the shared constants bundled in) and the package.json Cloud
 * Build installs. Locally the same dist/index.js runs on the Firestore emulator's events.
 */
import {
  deployPackageJsonOf,
  type FunctionsBundle,
  functionsBundleConfig,
} from '@codekade/platform/build/functions-bundle';

/** The packages the functions load at run time (installed on deploy, not bundled). */
export const RUNTIME_PACKAGES = ['firebase-admin', 'firebase-functions', 'nodemailer'] as const;

const bundle: FunctionsBundle = {
  root: import.meta.dirname,
  packageName: 'codekade-contact-functions',
  runtimePackages: RUNTIME_PACKAGES,
};

/** dist/package.json: what Cloud Functions installs and runs. */
export const deployPackageJson = (version?: (name: string) => string) => deployPackageJsonOf(bundle, version);

export default functionsBundleConfig(bundle);
