// @ts-check
/** The site's Firebase project: Hosting, the Firestore the composer and the gate read and write, the functions. */
export const FIREBASE_PROJECT = 'codekade-site';
