import { loadFromLiveRelease } from '@codekade/shared/release-recovery';
import type { ContactMessage } from './contact-form-validation';
import { CONTACT_MESSAGES_COLLECTION } from './contact-message-limits.mjs';

type FirebaseApi = typeof import('@codekade/shared/firebase/app');

let firebaseApi: Promise<FirebaseApi> | undefined;

/**
 * The Firebase code (~30 kB) is downloaded only here, never with the page: no other route needs
 * it, and a visitor who only reads the contact details never does either.
 */
function loadFirebase(): Promise<FirebaseApi> {
  if (!firebaseApi) {
    // After a release of this app its old files may be gone: then the live release's code is used.
    firebaseApi = loadFromLiveRelease(() => import('@codekade/shared/firebase/app'));
    firebaseApi.catch(() => {
      // A failed download is not remembered: the next attempt downloads again.
      firebaseApi = undefined;
    });
  }
  return firebaseApi;
}

/**
 * Starts the download when the visitor starts on the form, so pressing 'Verstuur' is quick; with
 * App Check configured it starts too, so its first token is ready by then.
 */
export function preloadMessageSender(): void {
  loadFirebase()
    .then(({ startFirebaseAppCheck }) => startFirebaseAppCheck())
    .catch(() => {
      // Sending downloads again and reports a failure to the visitor.
    });
}

/**
 * Adds the message to the `contact_messages` collection, with the server's time as `createdAt`.
 * App Check (when configured) is initialised first, so the write carries its token.
 */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  const { addDoc, collection, getFirestoreDatabase, serverTimestamp, startFirebaseAppCheck } = await loadFirebase();
  await startFirebaseAppCheck();
  await addDoc(collection(getFirestoreDatabase(), CONTACT_MESSAGES_COLLECTION), {
    ...message,
    createdAt: serverTimestamp(),
  });
}
