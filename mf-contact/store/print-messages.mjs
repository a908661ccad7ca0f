// @ts-check
/**
 * `npm run messages`: the contact messages in the local store, newest first (the agency's inbox
 * here). Visitors wrote every field, so the text output shows control and invisible characters as
 * escapes (`--json` prints them JSON-escaped). Unreadable files are reported and skipped.
 */
import { contactStoreOptionsFromEnv } from './contact-store.mjs';
import { QUARANTINE_DIR, readMessageFolder } from './message-files.mjs';
import { terminalBlock, terminalLine } from './terminal-text.mjs';

const { dataDir } = contactStoreOptionsFromEnv();
const { documents, unreadable } = await readMessageFolder(dataDir);
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

if (process.argv.includes('--json')) {
  for (const document of documents) console.log(JSON.stringify(document));
} else if (documents.length === 0) {
  console.log(`Nog geen berichten in ${terminalLine(dataDir)}.`);
} else {
  console.log(
    `${documents.length} ${documents.length === 1 ? 'bericht' : 'berichten'} in ${terminalLine(dataDir)}, nieuwste eerst:\n`,
  );
  for (const { storedAt, fields } of documents) {
    const sender = [`${terminalLine(fields.name)} <${terminalLine(fields.email)}>`, terminalLine(fields.phone)]
      .filter(Boolean)
      .join(' · ');
    console.log(`── ${formatTime.format(new Date(storedAt))} · ${sender}`);
    console.log(`${terminalBlock(fields.message, '   ')}\n`);
  }
}
