/**
 * `pnpm release:promote <remote> [--local]`: the candidate's next stage at once; from the last stage
 * (100 %) it becomes the stable version. A change of the rollout state only: nothing is built or deployed.
 * `--local` does the same against npm start's local hosting and Firestore emulator.
 */
import { createJiti } from 'jiti';
import { contactStoreOptionsFromEnv } from 'mf-contact/local-site-contact';

const { runReleaseCommand } = await createJiti(import.meta.url).import('@codekade/platform/rollout/command-line');
process.exit(
  await runReleaseCommand('release:promote', process.argv.slice(2), {
    localStoreHost: contactStoreOptionsFromEnv().host,
  }),
);
