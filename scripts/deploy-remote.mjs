/**
 * `pnpm deploy:remote <remote> [--local]`: builds one remote alone and releases it to everyone at once
 * on its own Firebase Hosting site: its code and its prerendered pages (dist/ssr/) in one release, so
 * the shell's composer serves the new HTML on the next request that misses the CDN. The release also
 * publishes the build as its version (`v/<build id>/`) and keeps the versions still needed, and the
 * hashed files of the live release(s) replaced less than 7 days ago (release ledger, see
 * platform/lib/release-ledger.mjs and release-versions.mjs), so pages opened before the release keep
 * loading their chunks. The rollout state (Firestore `rollouts/{remote}`) then names the build as
 * stable; while a candidate is in a stage the deploy is refused (promote or abort it first).
 * The shell and the other remotes are not rebuilt or redeployed. `--local`: npm start's local hosting.
 */
import { createJiti } from 'jiti';
import { contactStoreOptionsFromEnv } from 'mf-contact/local-site-contact';

const { runReleaseCommand } = await createJiti(import.meta.url).import('@codekade/platform/rollout/command-line');
process.exit(
  await runReleaseCommand('deploy:remote', process.argv.slice(2), {
    localStoreHost: contactStoreOptionsFromEnv().host,
  }),
);
