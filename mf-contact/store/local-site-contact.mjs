// @ts-check
/**
 * The contact part of the local site (`npm start`, the browser tests): maildev, and the contact
 * store running the delivery function on each message it stores, sending to that maildev.
 * CONTACT_STORE_PORT=off leaves the store's port to the real Firestore emulator.
 * CONTACT_DELIVERY_RETRY_MS and CONTACT_DELIVERY_SWEEP_MS shorten the retry backoff and the sweep
 * interval (tests); production timing otherwise.
 */

import { localMailOptionsFromEnv, startLocalMail } from '@codekade/platform/store/local-mail';
import { contactStoreOptionsFromEnv, startContactStore } from './contact-store.mjs';
import { loadFunctionsModule } from './local-functions.mjs';

/**
 * @param {NodeJS.ProcessEnv} [env]
 */
export function deliveryTimingFromEnv(env = process.env) {
  const retryMs = Number(env.CONTACT_DELIVERY_RETRY_MS);
  const sweepMs = Number(env.CONTACT_DELIVERY_SWEEP_MS);
  return {
    timing: retryMs > 0 ? { retryBaseMs: retryMs, retryMaxMs: 4 * retryMs, pendingGraceMs: 2 * retryMs } : undefined,
    sweepIntervalMs: sweepMs > 0 ? sweepMs : 60_000,
  };
}

export async function startLocalContact(env = process.env) {
  const storeOptions = contactStoreOptionsFromEnv(env);
  const mailOptions = localMailOptionsFromEnv(env);
  const mail = mailOptions.enabled && !env.SMTP_URL ? await startLocalMail(mailOptions) : undefined;
  try {
    const store = storeOptions.enabled
      ? await startContactStore({
          ...storeOptions,
          delivery: {
            functions: await loadFunctionsModule(),
            smtpUrl: mailOptions.smtpUrl,
            ...deliveryTimingFromEnv(env),
          },
        })
      : undefined;
    return {
      store,
      mail,
      /** Lines for the addresses `npm start` prints. */
      addressLines: [
        ...(store ? [`  contactopslag ${store.origin}/ (berichten in ${store.dataDir}; npm run messages)`] : []),
        ...(mail ? [`  e-mail       ${mail.inboxUrl}/ (de e-mails die het formulier verstuurt)`] : []),
      ],
      close: async () => {
        await store?.close();
        await mail?.close();
      },
    };
  } catch (error) {
    await mail?.close();
    throw error;
  }
}
