/**
 * The composer as a service (Cloud Run behind a Firebase Hosting rewrite): Hosting serves the shell's
 * static files itself and sends every page request here; its CDN keeps answers for `s-maxage`. Its
 * settings (`settings.ts`) come from the service's environment, which `pnpm deploy:shell` sets.
 */
import { FIREBASE_PROJECT } from '@codekade/platform/hosting-config';
import { createComposerServer } from './composer-server';
import { createFileComposer, createRolloutSource } from './index';
import { readComposerServiceSettings } from './settings';

const settings = readComposerServiceSettings(process.env);
// Rollouts are read on Cloud Run (its service account through the metadata server) and against an
// emulator; anywhere else (the rehearsal) every remote is served from its root.
const rollouts =
  settings.firestoreEmulatorHost || settings.cloudRunService
    ? createRolloutSource({
        projectId: settings.googleCloudProject ?? FIREBASE_PROJECT,
        emulatorHost: settings.firestoreEmulatorHost,
      })
    : undefined;
const compose = createFileComposer({
  distDir: settings.shellDistDir,
  siteUrl: settings.siteUrl,
  cdnCacheSeconds: settings.cdnCacheSeconds,
  fragmentBudgetMs: settings.fragmentBudgetMs,
  fragmentCacheMs: settings.fragmentCacheMs,
  rollouts,
});

/** A new instance takes traffic once it knows the remotes' pages, or after this long regardless. */
const WARM_UP_LIMIT_MS = 3000;

await Promise.race([
  compose.warm(new URL(settings.siteUrl).origin).catch(() => {}),
  new Promise((done) => setTimeout(done, WARM_UP_LIMIT_MS)),
]);
createComposerServer(compose, settings.siteUrl).listen(settings.port, () =>
  console.log(`Composer listening on :${settings.port}`),
);
