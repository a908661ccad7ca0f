// @ts-check
/**
 * `npm run messages`: the contact messages in the local Firestore emulator (which `npm start`
 * runs), newest first, each with its e-mail delivery state. `--from <e-mail>` lists one person's
 * messages and `--erase <e-mail>` deletes them (the AVG rights of access and erasure); `--project
 * <id>` does the same on a Firebase project. Visitors wrote every field, so the text output shows
 * control and invisible characters as escapes (`--json` prints them JSON-escaped).
 */
import { emulatorFirestore, projectFirestore, runMessagesCommand } from './firestore-messages.mjs';
import { contactStoreOptionsFromEnv } from './local-site-contact.mjs';
import { parseMessagesCommand } from './messages-command.mjs';

try {
  const command = parseMessagesCommand(process.argv.slice(2));
  const { host } = contactStoreOptionsFromEnv();
  const firestore = command.projectId ? await projectFirestore(command.projectId) : await emulatorFirestore(host);
  const where = command.projectId ?? `de Firestore-emulator op ${host}`;
  await runMessagesCommand(firestore, command, where);
  await firestore.terminate();
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(2);
}
