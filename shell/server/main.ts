/**
 * The composer as a service (Cloud Run behind a Firebase Hosting rewrite): Hosting serves the shell's
 * static files itself and sends every page request here; its CDN keeps answers for `s-maxage`. Its
 * settings (`settings.ts`) come from the service's environment, which `pnpm deploy:shell` sets.
 */
import { PRODUCTION_APP_SOURCES } from '@codekade/serving/content-security-policy';
import { FIREBASE_PROJECT } from '@codekade/serving/firebase-project';
import { securityHeaders } from '@codekade/serving/security-headers';
import { createComposerServer } from './composer-server';
import { metadataAccessToken } from './firestore/metadata-credentials';
import { createFileComposer, createRolloutSource } from './index';
import {
  createMeasurements,
  measurementStoreFromSettings,
  measurementTrustFromSettings,
  versionsBeaconsMayName,
} from './measurements';
import { WARM_UP_LIMIT_MS } from './release-warm-up';
import { readComposerServiceSettings } from './settings';

const settings = readComposerServiceSettings(process.env);
// Rollouts are read on Cloud Run (its service account through the metadata server) and against an
// emulator; anywhere else (the rehearsal) every remote is served at the version the discovery document names.
const rollouts =
  settings.firestoreEmulatorHost || settings.cloudRunService
    ? createRolloutSource({
        projectId: settings.googleCloudProject ?? FIREBASE_PROJECT,
        emulatorHost: settings.firestoreEmulatorHost,
        accessToken: settings.firestoreEmulatorHost ? undefined : metadataAccessToken(),
      })
    : undefined;
const compose = createFileComposer({
  distDir: settings.shellDistDir,
  // The discovery document released on its own site (docs/discovery.md); the built one until it arrives.
  discoveryUrl: settings.discoveryUrl,
  siteUrl: settings.siteUrl,
  cdnCacheSeconds: settings.cdnCacheSeconds,
  fragmentBudgetMs: settings.fragmentBudgetMs,
  fragmentCacheMs: settings.fragmentCacheMs,
  // The pages carry production's policy (page-headers.ts): remotes are fetched by its rule.
  remoteSources: PRODUCTION_APP_SOURCES,
  rollouts,
});

// A new instance takes traffic once it knows the remotes' pages, or after WARM_UP_LIMIT_MS regardless.
await Promise.race([
  compose.warm(new URL(settings.siteUrl).origin).catch(() => {}),
  new Promise((done) => setTimeout(done, WARM_UP_LIMIT_MS)),
]);
const { store, description } = measurementStoreFromSettings(settings);
const measurements = createMeasurements({
  // A page pinned to a rollout's stable or candidate reports that version.
  knownVersions: versionsBeaconsMayName(compose, rollouts),
  store,
  flushIntervalMs: settings.measurementsFlushMs,
  headers: securityHeaders(),
  ...measurementTrustFromSettings(settings),
});
const served = measurements.measurePages(compose);
const server = createComposerServer(served, settings.siteUrl, undefined, measurements).listen(settings.port, () =>
  console.log(`Composer listening on :${settings.port}; ${description}.`),
);

// Cloud Run sends SIGTERM before it stops an instance: what was counted is written first.
process.once('SIGTERM', () => {
  server.close();
  void measurements.close().finally(() => process.exit(0));
});
