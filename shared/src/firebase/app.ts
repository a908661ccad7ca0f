/**
 * The one Firebase app of the site and its Firestore (lite) client.
 *
 * Remotes take the Firestore functions they need from this module, never from `firebase` directly:
 * the app, the database handle and the functions must come from one copy of the SDK, and this
 * module is a federation singleton, so every remote gets the same copy.
 */
import { type FirebaseApp, type FirebaseOptions, getApps, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, type Firestore, getFirestore } from 'firebase/firestore/lite';

export { addDoc, collection, doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore/lite';

/** Firebase reserves `demo-` project ids for emulators: such a project can never reach production. */
export const LOCAL_PROJECT_ID = 'demo-codekade';
/** Google's Firestore emulator, which npm start runs (mf-contact/store), listens here. */
export const DEFAULT_LOCAL_STORE_HOST = '127.0.0.1:8080';

// Rsbuild inlines PUBLIC_* environment variables at build time; each is read by its full name so
// the replacement happens.
const configuredProjectId: string | undefined = import.meta.env.PUBLIC_FIREBASE_PROJECT_ID || undefined;
const configuredEmulatorHost: string | undefined = import.meta.env.PUBLIC_FIRESTORE_EMULATOR_HOST || undefined;
/** The reCAPTCHA Enterprise site key of App Check; without one App Check stays off (the local emulator). */
const appCheckSiteKey: string | undefined = import.meta.env.PUBLIC_FIREBASE_APPCHECK_SITE_KEY || undefined;

export const firebaseOptions: FirebaseOptions = configuredProjectId
  ? {
      apiKey: import.meta.env.PUBLIC_FIREBASE_API_KEY,
      authDomain: import.meta.env.PUBLIC_FIREBASE_AUTH_DOMAIN,
      projectId: configuredProjectId,
      storageBucket: import.meta.env.PUBLIC_FIREBASE_STORAGE_BUCKET,
      messagingSenderId: import.meta.env.PUBLIC_FIREBASE_MESSAGING_SENDER_ID,
      appId: import.meta.env.PUBLIC_FIREBASE_APP_ID,
    }
  : // The identity client refuses to start without some API key; emulators accept any.
    { apiKey: 'demo-api-key', projectId: LOCAL_PROJECT_ID };

/**
 * Where Firestore requests go instead of Google: the local Firestore emulator when no
 * project is configured, or when an emulator host is given explicitly; undefined for production.
 */
export const firestoreEmulatorHost: string | undefined =
  configuredEmulatorHost ?? (configuredProjectId ? undefined : DEFAULT_LOCAL_STORE_HOST);

export function getFirebaseApp(): FirebaseApp {
  return getApps()[0] ?? initializeApp(firebaseOptions);
}

function splitHost(host: string): [hostname: string, port: number] {
  const separator = host.lastIndexOf(':');
  if (separator < 1) throw new Error(`Firestore emulator host "${host}" must look like 127.0.0.1:8080.`);
  return [host.slice(0, separator), Number(host.slice(separator + 1))];
}

let database: Firestore | undefined;

/** The Firestore lite client of the app, pointed at the emulator host when there is one. */
export function getFirestoreDatabase(): Firestore {
  if (database) return database;
  const firestore = getFirestore(getFirebaseApp());
  if (firestoreEmulatorHost) connectFirestoreEmulator(firestore, ...splitHost(firestoreEmulatorHost));
  database = firestore;
  return firestore;
}

/**
 * Starts App Check when the build has a site key (nothing is downloaded otherwise). Its SDK is
 * loaded from here, beside the app it attaches to, so both use the same copy of Firebase.
 */
export async function startFirebaseAppCheck(): Promise<void> {
  if (!appCheckSiteKey) return;
  const { startAppCheck } = await import('./app-check');
  await startAppCheck(getFirebaseApp(), appCheckSiteKey);
}
