// @vitest-environment node
import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminFirestore, emulatorHost, storedMessagesWith } from './test-firestore';

const SITE_KEY = 'test-recaptcha-enterprise-site-key';
const APP_CHECK_TOKEN = 'test-app-check-token';
/** What happened, in order: App Check loaded and initialised, Firestore requests sent. */
const events = vi.hoisted(() => [] as string[]);

// App Check as the browser has it, except that the reCAPTCHA provider hands out a fixed token
// instead of asking Google; the real initializeAppCheck attaches it to the app.
vi.mock('firebase/app-check', async (importOriginal) => {
  events.push('app-check module loaded');
  const actual = await importOriginal<typeof import('firebase/app-check')>();
  class TestReCaptchaEnterpriseProvider extends actual.CustomProvider {
    constructor(siteKey: string) {
      events.push(`provider created for ${siteKey}`);
      super({ getToken: async () => ({ token: APP_CHECK_TOKEN, expireTimeMillis: Date.now() + 3_600_000 }) });
    }
  }
  return {
    ...actual,
    ReCaptchaEnterpriseProvider: TestReCaptchaEnterpriseProvider,
    initializeAppCheck: (...args: Parameters<typeof actual.initializeAppCheck>) => {
      events.push('App Check initialised');
      return actual.initializeAppCheck(...args);
    },
  };
});

let firestore: Firestore;
const token = randomUUID();
/** The App Check header of each request the SDK sent to the store. */
let appCheckHeaders: (string | null)[];

beforeAll(async () => {
  firestore = adminFirestore();
});

afterAll(async () => {
  await firestore.terminate();
});

beforeEach(async () => {
  events.length = 0;
  appCheckHeaders = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    events.push('Firestore request');
    appCheckHeaders.push(new Headers(init?.headers).get('x-firebase-appcheck'));
    return realFetch(input, init);
  });
  vi.stubEnv('PUBLIC_FIRESTORE_EMULATOR_HOST', emulatorHost());
  // Each case builds the page afresh: the site key is read when the Firebase module loads.
  vi.resetModules();
  const { deleteApp, getApps } = await import('firebase/app');
  await Promise.all(getApps().map(deleteApp));
});

afterEach(() => {
  vi.unstubAllEnvs();
});

const message = { name: 'Jan', email: 'jan@example.nl', message: `Hallo! ${token}` };

describe('App Check on the contact form', () => {
  it('loads nothing of App Check without a site key, and still sends', async () => {
    vi.stubEnv('PUBLIC_FIREBASE_APPCHECK_SITE_KEY', '');
    const { preloadMessageSender, sendContactMessage } = await import('../src/lib/contact-message-sender');

    preloadMessageSender();
    await sendContactMessage(message);

    expect(events).toEqual(['Firestore request']);
    expect(appCheckHeaders).toEqual([null]);
  });

  it('with a site key, initialises the reCAPTCHA Enterprise provider before the first write, which carries its token', async () => {
    vi.stubEnv('PUBLIC_FIREBASE_APPCHECK_SITE_KEY', SITE_KEY);
    const { sendContactMessage } = await import('../src/lib/contact-message-sender');

    await sendContactMessage(message);

    expect(events).toEqual([
      'app-check module loaded',
      `provider created for ${SITE_KEY}`,
      'App Check initialised',
      'Firestore request',
    ]);
    expect(appCheckHeaders).toEqual([APP_CHECK_TOKEN]);
    expect((await storedMessagesWith(firestore, token)).length).toBeGreaterThan(0);
  });

  it('starts App Check when the visitor first focuses the form, once', async () => {
    vi.stubEnv('PUBLIC_FIREBASE_APPCHECK_SITE_KEY', SITE_KEY);
    const { preloadMessageSender, sendContactMessage } = await import('../src/lib/contact-message-sender');

    preloadMessageSender();
    preloadMessageSender();
    await vi.waitFor(() => expect(events).toContain('App Check initialised'));
    await sendContactMessage(message);

    expect(events.filter((event) => event === 'App Check initialised')).toHaveLength(1);
    expect(appCheckHeaders).toEqual([APP_CHECK_TOKEN]);
  });
});
