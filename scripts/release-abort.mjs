/**
 * `pnpm release:abort <remote> [--local]`: the candidate's share goes to 0 at once and the stable version
 * serves everyone (the composer sees it within its 2-second cache). The candidate stays published and
 * reachable on purpose, for a look at what went wrong.
 * `--local` does the same against npm start's local hosting and Firestore emulator.
 */
import { createJiti } from 'jiti';
import { contactStoreOptionsFromEnv } from 'mf-contact/local-site-contact';

const { runReleaseCommand } = await createJiti(import.meta.url).import('@codekade/platform/rollout/command-line');
process.exit(
  await runReleaseCommand('release:abort', process.argv.slice(2), {
    localStoreHost: contactStoreOptionsFromEnv().host,
  }),
);
