// @ts-check
/**
 * `npm run messages`: the contact messages in the local store, newest first (the agency's inbox
 * here), each with its e-mail delivery state. `--from <e-mail>` lists one person's messages and
 * `--erase <e-mail>` deletes them (the AVG rights of access and erasure); `--project <id>` does the
 * same on a Firebase project through the Admin SDK. Visitors wrote every field, so the text output
 * shows control and invisible characters as escapes (`--json` prints them JSON-escaped).
 * Unreadable files are reported and skipped.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { terminalBlock, terminalLine } from '@codekade/platform/store/terminal-text';
import { contactStoreOptionsFromEnv } from './contact-store.mjs';
import { QUARANTINE_DIR, readMessageFolder } from './message-files.mjs';
import { deliveryLine, parseMessagesCommand, sameSender } from './messages-command.mjs';

/** @type {import('./messages-command.mjs').MessagesCommand} */
let command;
try {
  command = parseMessagesCommand(process.argv.slice(2));
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(2);
}

if (command.projectId) {
  const { runOnProject } = await import('./production-messages.mjs');
  await runOnProject(command);
  process.exit(0);
}

const { dataDir } = contactStoreOptionsFromEnv();
const { entries, unreadable } = await readMessageFolder(dataDir);
const formatTime = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});

for (const { name, reason } of unreadable) {
  console.warn(
    `Skipped unreadable message file ${terminalLine(name)} (${terminalLine(reason)}); ` +
      `the contact store moves it to ${QUARANTINE_DIR}/ when it starts.`,
  );
}

const isSender = command.email === null ? () => true : sameSender(command.email);
const selected = entries.filter(({ document }) => isSender(document.fields.email));
const documents = selected.map(({ document }) => document);
const who = command.email === null ? '' : ` van ${terminalLine(command.email)}`;

if (command.action === 'erase') {
  for (const { name } of selected) await rm(join(dataDir, name), { force: true });
  console.log(
    `${selected.length} ${selected.length === 1 ? 'bericht' : 'berichten'}${who} verwijderd uit ${terminalLine(dataDir)}.`,
  );
} else if (command.json) {
  for (const document of documents) console.log(JSON.stringify(document));
} else if (documents.length === 0) {
  console.log(`Nog geen berichten${who} in ${terminalLine(dataDir)}.`);
} else {
  console.log(
    `${documents.length} ${documents.length === 1 ? 'bericht' : 'berichten'}${who} in ${terminalLine(dataDir)}, nieuwste eerst:\n`,
  );
  for (const { storedAt, fields } of documents) {
    const sender = [`${terminalLine(fields.name)} <${terminalLine(fields.email)}>`, terminalLine(fields.phone)]
      .filter(Boolean)
      .join(' · ');
    console.log(`── ${formatTime.format(new Date(storedAt))} · ${sender}`);
    console.log(`   ${terminalLine(deliveryLine(fields.delivery))}`);
    console.log(`${terminalBlock(fields.message, '   ')}\n`);
  }
}
