/**
 * The composer as a service (Cloud Run behind a Firebase Hosting rewrite): Hosting serves the shell's
 * static files itself and sends every page request here; its CDN keeps answers for `s-maxage`.
 */
import { resolve } from 'node:path';
import { FIREBASE_PROJECT } from '@codekade/platform/hosting-config';
import { siteConfig } from '@codekade/shared/site-config';
import { createComposerServer } from './composer-server';
import { createFileComposer, createRolloutSource } from './index';

const port = Number(process.env.PORT ?? 8080);
const siteUrl = process.env.SITE_URL ?? siteConfig.siteUrl;
// Rollouts are read on Cloud Run (K_SERVICE, its service account through the metadata server) and
// against an emulator; anywhere else (the rehearsal) every remote is served from its root.
const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
const rollouts =
  emulatorHost || process.env.K_SERVICE
    ? createRolloutSource({
        projectId: process.env.GOOGLE_CLOUD_PROJECT ?? FIREBASE_PROJECT,
        emulatorHost: emulatorHost || undefined,
      })
    : undefined;
const compose = createFileComposer({
  distDir: process.env.SHELL_DIST_DIR ?? resolve(import.meta.dirname, '../dist'),
  siteUrl,
  cdnCacheSeconds: Number(process.env.COMPOSER_CDN_CACHE_SECONDS ?? 60),
  rollouts,
});

/** A new instance takes traffic once it knows the remotes' pages, or after this long regardless. */
const WARM_UP_LIMIT_MS = 3000;

await Promise.race([
  compose.warm(new URL(siteUrl).origin).catch(() => {}),
  new Promise((done) => setTimeout(done, WARM_UP_LIMIT_MS)),
]);
createComposerServer(compose, siteUrl).listen(port, () => console.log(`Composer listening on :${port}`));
