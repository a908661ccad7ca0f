/**
 * The identity (Auth) client the original site initialised. No page signs anyone in, so nothing
 * loads it; whoever needs it calls this accessor and the Auth SDK is downloaded only then.
 */
import { getFirebaseApp } from '@codekade/shared/firebase/app';
import type { Auth } from 'firebase/auth';

let authClient: Promise<Auth> | undefined;

export function getAuthClient(): Promise<Auth> {
  authClient ??= import('firebase/auth').then(({ getAuth }) => getAuth(getFirebaseApp()));
  authClient.catch(() => {
    // A failed download must not be remembered: the next call tries again.
    authClient = undefined;
  });
  return authClient;
}
