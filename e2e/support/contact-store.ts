import { readBuildSettings } from '@codekade/platform/build/build-settings';
import { readLocalSettings } from '@codekade/platform/local-settings';
import type { Page } from '@playwright/test';

/** Where the built contact page sends messages (the build's Firestore emulator host; the page's default)… */
export const builtStoreOrigin = `http://${readBuildSettings(process.env).firestoreEmulatorHost ?? '127.0.0.1:8080'}`;
/** …and where this run's Firestore emulator listens (scripts/serve.mjs, started by the Playwright config). */
export const storeOrigin = `http://127.0.0.1:${readLocalSettings(process.env).contactStorePort}`;

/** A run on another store port: the page still calls the build's host, so send that call to this run's store. */
export async function routeToRunStore(page: Page): Promise<void> {
  if (storeOrigin === builtStoreOrigin) return;
  await page.route(`${builtStoreOrigin}/**`, (route) =>
    route.continue({ url: route.request().url().replace(builtStoreOrigin, storeOrigin) }),
  );
}
