// @ts-check
/**
 * `npm run messages` on a Firestore through the Admin SDK: the local emulator (the default) or a
 * Firebase project (`--project <id>`, with the developer's Google credentials:
 * `gcloud auth application-default login`, an account with the Cloud Datastore User role). It reads
 * and deletes `contact_messages` only; the rules keep every browser out of both.
 */
import { terminalBlock, terminalLine } from '@codekade/platform/terminal-text';
import { CONTACT_FIELD_NAMES, contactField } from '../src/lib/contact-fields.mjs';
import { CONTACT_MESSAGES_COLLECTION } from '../src/lib/contact-message-limits.mjs';
import { startFirestoreEmulator } from './firestore-emulator.mjs';
import { LOCAL_PROJECT_ID } from './functions-process.mjs';
import { deliveryLine, sameSender } from './messages-command.mjs';

/**
 * A Firestore timestamp as ISO text, anything else as it is; in nested records too.
 * @param {unknown} value
 * @returns {unknown}
 */
export function plainValue(value) {
  if (value && typeof value === 'object') {
    if ('toDate' in value && typeof value.toDate === 'function')
      return /** @type {Date} */ (value.toDate()).toISOString();
    if (!Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plainValue(inner)]));
    }
  }
  return value;
}

/**
 * The Firestore of the local emulator at `host`. When the site is not running, the command starts
 * the emulator itself on the stored messages of `dataDir`, and `close()` saves what it changed
 * (an erasure) back there.
 * @param {{ host: string, port: number, dataDir: string }} store
 */
export async function emulatorFirestore({ host, port, dataDir }) {
  const running = await fetch(`http://${host}/`).then(
    (response) => response.ok,
    () => false,
  );
  const ownEmulator = running
    ? undefined
    : await startFirestoreEmulator({ port, dataDir, projectId: LOCAL_PROJECT_ID });
  process.env.FIRESTORE_EMULATOR_HOST = host;
  // Only loopback: no probe of a Google Cloud metadata server for credentials.
  process.env.METADATA_SERVER_DETECTION = 'none';
  const { initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const firestore = getFirestore(initializeApp({ projectId: LOCAL_PROJECT_ID }, `messages-${host}`));
  return {
    firestore,
    async close() {
      await firestore.terminate();
      await ownEmulator?.close();
    },
  };
}

/**
 * @param {string} projectId
 */
export async function projectFirestore(projectId) {
  const { applicationDefault, initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const firestore = getFirestore(
    initializeApp({ credential: applicationDefault(), projectId }, `messages-${projectId}`),
  );
  return { firestore, close: () => firestore.terminate() };
}

/** The declared fields after the sender's name and address on an entry's first line, and the texts under it. */
const DETAIL_FIELDS = CONTACT_FIELD_NAMES.filter(
  (field) => field !== 'name' && field !== 'email' && contactField(field).kind !== 'text',
);
const TEXT_FIELDS = CONTACT_FIELD_NAMES.filter((field) => contactField(field).kind === 'text');

const formatTime = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});

/**
 * Lists (newest first) or erases the messages the command selects, printing to `print`.
 * @param {import('firebase-admin/firestore').Firestore} firestore
 * @param {import('./messages-command.mjs').MessagesCommand} command
 * @param {string} where where the messages are, for the output
 * @param {(line: string) => void} [print]
 */
export async function runMessagesCommand(firestore, command, where, print = console.log) {
  const { docs } = await firestore.collection(CONTACT_MESSAGES_COLLECTION).orderBy('createdAt', 'desc').get();
  // Addresses are stored as the visitor typed them: compared without case and surrounding spaces.
  const isSender = command.email === null ? () => true : sameSender(command.email);
  const selected = docs.filter((document) => isSender(document.get('email')));
  const count = `${selected.length} ${selected.length === 1 ? 'bericht' : 'berichten'}`;
  const who = command.email === null ? '' : ` van ${terminalLine(command.email)}`;

  if (command.action === 'erase') {
    const batch = firestore.batch();
    for (const document of selected) batch.delete(document.ref);
    await batch.commit();
    print(`${count}${who} verwijderd uit ${terminalLine(where)}.`);
    return;
  }
  if (command.json) {
    for (const document of selected)
      print(JSON.stringify({ path: document.ref.path, fields: plainValue(document.data()) }));
    return;
  }
  if (selected.length === 0) {
    print(`Nog geen berichten${who} in ${terminalLine(where)}.`);
    return;
  }
  print(`${count}${who} in ${terminalLine(where)}, nieuwste eerst:\n`);
  for (const document of selected) {
    const fields = /** @type {Record<string, unknown>} */ (plainValue(document.data()));
    const sender = [
      `${terminalLine(fields.name)} <${terminalLine(fields.email)}>`,
      ...DETAIL_FIELDS.map((field) => terminalLine(fields[field])),
    ]
      .filter(Boolean)
      .join(' · ');
    const createdAt = typeof fields.createdAt === 'string' ? formatTime.format(new Date(fields.createdAt)) : '?';
    print(`── ${createdAt} · ${sender}`);
    print(`   ${terminalLine(deliveryLine(fields.delivery))}`);
    for (const field of TEXT_FIELDS) print(`${terminalBlock(fields[field], '   ')}\n`);
  }
}
