// @ts-check
/**
 * `npm run messages -- --project <id>`: the same listing and erasure on a Firebase project's
 * Firestore, through the Admin SDK with the developer's Google credentials
 * (`gcloud auth application-default login`; the account needs the Cloud Datastore User role).
 * It reads and deletes `contact_messages` only; the rules keep every browser out of both.
 */

import { terminalBlock, terminalLine } from '@codekade/platform/store/terminal-text';
import { deliveryLine } from './messages-command.mjs';

/**
 * @param {unknown} value a Firestore Timestamp, or anything else
 */
function isoOf(value) {
  return value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function'
    ? /** @type {Date} */ (value.toDate()).toISOString()
    : value;
}

/**
 * @param {import('./messages-command.mjs').MessagesCommand} command with a projectId
 */
export async function runOnProject(command) {
  const { applicationDefault, initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = initializeApp({ credential: applicationDefault(), projectId: command.projectId ?? undefined });
  const collection = getFirestore(app).collection('contact_messages');
  // Addresses are stored as the visitor typed them: one query per likely spelling.
  const query =
    command.email === null
      ? collection.orderBy('createdAt', 'desc')
      : collection.where('email', 'in', [...new Set([command.email.trim(), command.email.trim().toLowerCase()])]);
  const { docs } = await query.get();
  if (command.action === 'erase') {
    const batch = getFirestore(app).batch();
    for (const document of docs) batch.delete(document.ref);
    await batch.commit();
    console.log(`${docs.length} bericht(en) verwijderd uit ${command.projectId}.`);
    return;
  }
  for (const document of docs) {
    const fields = document.data();
    const delivery = fields.delivery && {
      ...fields.delivery,
      sentTime: isoOf(fields.delivery.sentTime),
    };
    if (command.json) {
      console.log(
        JSON.stringify({ path: document.ref.path, fields: { ...fields, createdAt: isoOf(fields.createdAt) } }),
      );
      continue;
    }
    console.log(`── ${String(isoOf(fields.createdAt))} · ${terminalLine(fields.name)} <${terminalLine(fields.email)}>`);
    console.log(`   ${terminalLine(deliveryLine(delivery))}`);
    console.log(`${terminalBlock(fields.message, '   ')}\n`);
  }
}
