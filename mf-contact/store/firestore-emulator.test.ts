// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { findFirestoreEmulator, startFirestoreEmulator } from './firestore-emulator.mjs';
import { startLocalContact } from './local-site-contact.mjs';
import { emulatorHost } from './test-firestore';

const missingJar = { ...process.env, FIRESTORE_EMULATOR_JAR: '/nonexistent/cloud-firestore-emulator.jar' };

describe('a missing emulator or Java stops with what to install', () => {
  let closeAfter: (() => Promise<unknown>) | undefined;
  afterEach(async () => {
    await closeAfter?.();
    closeAfter = undefined;
  });

  it('names the Google Cloud CLI component when the jar is missing', () => {
    expect(() => findFirestoreEmulator(missingJar)).toThrow(
      /google-cloud-cli-firestore-emulator.*No jar at \/nonexistent\/cloud-firestore-emulator\.jar/s,
    );
    expect(() => findFirestoreEmulator(missingJar)).toThrow(/Firebase CLI .* needs Java 21/);
  });

  it('names the Java package when Java does not run', () => {
    expect(() => findFirestoreEmulator({ ...process.env, JAVA_HOME: '/nonexistent-java' })).toThrow(
      /openjdk-17-jre-headless/,
    );
  });

  it('npm start stops with that one message, before it starts anything', async () => {
    await expect(startLocalContact(missingJar)).rejects.toThrow(/google-cloud-cli-firestore-emulator/);
  });

  it('a port that already answers is named, not taken over', async () => {
    const port = Number(emulatorHost().split(':')[1]);
    const starting = startFirestoreEmulator({ port });
    closeAfter = () => starting.then((emulator) => emulator.close()).catch(() => undefined);
    await expect(starting).rejects.toThrow(`Port ${port} already answers`);
  });
});
