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

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new message's document id, made once per message by the form (20 random letters and digits,
 * like the ids Firestore makes), so sending the same message again writes the same document.
 */
export function newMessageId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  // 248 is the largest multiple of 62 below 256: skipping larger bytes keeps every character equally likely.
  let id = '';
  while (id.length < 20) {
    for (const byte of bytes) if (byte < 248 && id.length < 20) id += ID_ALPHABET[byte % 62];
    crypto.getRandomValues(bytes);
  }
  return id;
}

function isPermissionDenied(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'permission-denied';
}

/**
 * Creates the message as `contact_messages/{messageId}`, with the server's time as `createdAt`.
 * App Check (when configured) is initialised first, so the write carries its token.
 *
 * The rules allow creating a message, never changing one, and reading an id only while it holds
 * no message. So when a write fails, asking for the id tells whether an earlier send of this very
 * message (whose answer was lost) already stored it: refused means stored, and the send counts as
 * done; a retry can never store the message twice.
 */
export async function sendContactMessage(message: ContactMessage, messageId: string = newMessageId()): Promise<void> {
  const { collection, doc, getDoc, getFirestoreDatabase, serverTimestamp, setDoc, startFirebaseAppCheck } =
    await loadFirebase();
  await startFirebaseAppCheck();
  const document = doc(collection(getFirestoreDatabase(), CONTACT_MESSAGES_COLLECTION), messageId);
  try {
    await setDoc(document, { ...message, createdAt: serverTimestamp() });
  } catch (error) {
    const alreadyStored = await getDoc(document).then(
      () => false,
      (readError: unknown) => isPermissionDenied(readError),
    );
    if (!alreadyStored) throw error;
  }
}
