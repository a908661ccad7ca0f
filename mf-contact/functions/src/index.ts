/**
 * The contact team's Cloud Functions (2nd gen, Node 22, europe-west4), deployed with its release
 * (`pnpm deploy:remote mf-contact`):
 * - `deliverContactMessage` e-mails the agency for every new `contact_messages` document;
 * - `sweepContactMessages` retries, every minute, what is still pending or failed.
 * Locally this very module (built to functions/dist) runs on the Firestore emulator's events
 * (mf-contact/store/function-runner.mjs).
 */
import { siteConfig } from '@codekade/shared/site-config';
import { getApps, initializeApp } from 'firebase-admin/app';
import { type DocumentReference, getFirestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { defineSecret } from 'firebase-functions/params';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import {
  attemptDelivery,
  type DocumentRefLike,
  deliveryTimingFromEnv,
  type SendNotification,
  sweepUndelivered,
} from './delivery';
import { type NotificationParties, notificationEmail } from './notification-email';
import { smtpTransport } from './smtp-transport';

export { attemptDelivery, DEFAULT_DELIVERY_TIMING, sweepUndelivered } from './delivery';
export { notificationEmail } from './notification-email';

/** Production's timing; a local run may scale it down (see deliveryTimingFromEnv). */
const deliveryTiming = deliveryTimingFromEnv(process.env);

export const FUNCTIONS_REGION = 'europe-west4';
const CONTACT_MESSAGE_DOCUMENT = 'contact_messages/{messageId}';

/** `smtps://user:password@host:465` of the e-mail provider: `firebase functions:secrets:set SMTP_URL`. */
export const smtpUrl = defineSecret('SMTP_URL');

const { address } = siteConfig;
export const notificationParties: NotificationParties = {
  to: siteConfig.email,
  from: siteConfig.notificationSender,
  company: {
    legalName: siteConfig.legalName,
    addressLine: `${address.street}, ${address.postalCode} ${address.city}`,
    kvkNumber: siteConfig.kvkNumber,
  },
  siteName: new URL(siteConfig.siteUrl).hostname.replace(/^www\./, ''),
};

/** Sends the notification over the SMTP server of the secret (read per call: a rotated secret applies). */
export const sendNotification: SendNotification = async (message, receivedAt, documentPath) => {
  const info = await smtpTransport(smtpUrl.value()).sendMail(
    notificationEmail(message, receivedAt, notificationParties, documentPath),
  );
  return { messageId: info.messageId };
};

export const deliverContactMessage = onDocumentCreated(
  {
    document: CONTACT_MESSAGE_DOCUMENT,
    region: FUNCTIONS_REGION,
    secrets: [smtpUrl],
    // A failed send is retried by the sweep with backoff, not by re-running the event.
    retry: false,
    timeoutSeconds: 120,
    memory: '256MiB',
    maxInstances: 10,
  },
  async (event) => {
    const snapshot = event.data;
    if (!snapshot) return;
    await attemptDelivery(snapshot.ref as DocumentReference as unknown as DocumentRefLike, sendNotification, {
      timing: deliveryTiming,
      log: logger,
    });
  },
);

export const sweepContactMessages = onSchedule(
  {
    schedule: 'every 1 minutes',
    region: FUNCTIONS_REGION,
    secrets: [smtpUrl],
    timeoutSeconds: 540,
    memory: '256MiB',
    maxInstances: 1,
  },
  async () => {
    if (getApps().length === 0) initializeApp();
    const collection = getFirestore().collection('contact_messages');
    await sweepUndelivered(
      {
        createdSince: async (since) =>
          (await collection.where('createdAt', '>=', since).get()).docs.map(
            (document) => document.ref as unknown as DocumentRefLike,
          ),
      },
      sendNotification,
      { timing: deliveryTiming, log: logger },
    );
  },
);
