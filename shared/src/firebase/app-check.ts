/**
 * Firebase App Check for the contact form: every Firestore write then carries a reCAPTCHA
 * Enterprise attestation, so a Firestore that enforces App Check refuses scripts that post
 * directly. Only `startAppCheck` loads the SDK and Google's reCAPTCHA script, and only when the
 * build has a site key, so pages without the form and local builds load neither.
 */
import type { FirebaseApp } from 'firebase/app';

let started: Promise<void> | undefined;

/** Starts App Check for the app once; resolves when it is initialised, so a write after it carries a token. */
export function startAppCheck(app: FirebaseApp, siteKey: string | undefined): Promise<void> {
  if (!siteKey) return Promise.resolve();
  started ??= import('firebase/app-check').then(({ initializeAppCheck, ReCaptchaEnterpriseProvider }) => {
    initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: true });
  });
  started.catch(() => {
    // A failed download is not remembered: the next attempt downloads again.
    started = undefined;
  });
  return started;
}
