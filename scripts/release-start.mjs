/**
 * `pnpm release:start <remote> [--local]`: builds the remote and publishes the build as a new version beside
 * the stable one (the site's root and every visitor stay on stable), then puts it in the rollout's first
 * stage (Firestore `rollouts/{remote}`); the gate (docs/rollouts.md) moves it on from there.
 * `--local` does the same against npm start's local hosting and Firestore emulator.
 */
import { createJiti } from 'jiti';
import { contactStoreOptionsFromEnv } from 'mf-contact/local-site-contact';

const { runReleaseCommand } = await createJiti(import.meta.url).import('@codekade/platform/rollout/command-line');
process.exit(
  await runReleaseCommand('release:start', process.argv.slice(2), {
    localStoreHost: contactStoreOptionsFromEnv().host,
  }),
);
