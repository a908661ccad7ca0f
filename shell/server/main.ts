/**
 * The composer as a service (Cloud Run behind a Firebase Hosting rewrite): Hosting serves the shell's
 * static files itself and sends every page request here; its CDN keeps answers for `s-maxage`.
 */
import { resolve } from 'node:path';
import { securityHeaders } from '@codekade/platform/security-headers';
import { siteConfig } from '@codekade/shared/site-config';
import { createComposerServer } from './composer-server';
import { createFileComposer } from './index';
import { createMeasurements, liveVersions, measurementStoreFromEnv } from './measurements';

const port = Number(process.env.PORT ?? 8080);
const siteUrl = process.env.SITE_URL ?? siteConfig.siteUrl;
const compose = createFileComposer({
  distDir: process.env.SHELL_DIST_DIR ?? resolve(import.meta.dirname, '../dist'),
  siteUrl,
  cdnCacheSeconds: Number(process.env.COMPOSER_CDN_CACHE_SECONDS ?? 60),
});

/** A new instance takes traffic once it knows the remotes' pages, or after this long regardless. */
const WARM_UP_LIMIT_MS = 3000;

await Promise.race([
  compose.warm(new URL(siteUrl).origin).catch(() => {}),
  new Promise((done) => setTimeout(done, WARM_UP_LIMIT_MS)),
]);
const { store, description } = measurementStoreFromEnv();
const measurements = createMeasurements({
  knownVersions: liveVersions(compose.liveVersion),
  store,
  headers: securityHeaders(),
});
const server = createComposerServer(compose, siteUrl, undefined, measurements).listen(port, () =>
  console.log(`Composer listening on :${port}; ${description}.`),
);

// Cloud Run sends SIGTERM before it stops an instance: what was counted is written first.
process.once('SIGTERM', () => {
  server.close();
  void measurements.close().finally(() => process.exit(0));
});
