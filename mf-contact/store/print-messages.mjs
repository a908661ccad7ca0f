// @ts-check
/**
 * `npm run messages`: the contact messages in the local Firestore emulator (which `npm start`
 * runs), newest first, each with its e-mail delivery state. `--from <e-mail>` lists one person's
 * messages and `--erase <e-mail>` deletes them (the AVG rights of access and erasure); `--project
 * <id>` does the same on a Firebase project. Without a running site it starts the emulator on the
 * stored messages itself, and saves an erasure back. Visitors wrote every field, so the text output shows
 * control and invisible characters as escapes (`--json` prints them JSON-escaped).
 */
import { emulatorFirestore, projectFirestore, runMessagesCommand } from './firestore-messages.mjs';
import { contactStoreOptionsFromEnv } from './local-site-contact.mjs';
import { parseMessagesCommand } from './messages-command.mjs';

try {
  const command = parseMessagesCommand(process.argv.slice(2));
  const store = contactStoreOptionsFromEnv();
  const { firestore, close } = command.projectId
    ? await projectFirestore(command.projectId)
    : await emulatorFirestore(store);
  const where = command.projectId ?? `de Firestore-emulator op ${store.host}`;
  try {
    await runMessagesCommand(firestore, command, where);
  } finally {
    await close();
  }
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(2);
}
