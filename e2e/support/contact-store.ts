import type { Page } from '@playwright/test';

/** Where the built contact page sends messages (the build's Firestore emulator host)… */
export const builtStoreOrigin = `http://${process.env.PUBLIC_FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
/** …and where this run's Firestore emulator listens (scripts/serve.mjs, started by the Playwright config). */
export const storeOrigin = `http://127.0.0.1:${process.env.CONTACT_STORE_PORT ?? 8080}`;

/** A run on another store port: the page still calls the build's host, so send that call to this run's store. */
export async function routeToRunStore(page: Page): Promise<void> {
  if (storeOrigin === builtStoreOrigin) return;
  await page.route(`${builtStoreOrigin}/**`, (route) =>
    route.continue({ url: route.request().url().replace(builtStoreOrigin, storeOrigin) }),
  );
}
