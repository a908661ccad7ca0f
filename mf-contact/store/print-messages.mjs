// @ts-check
/** `npm run messages`: the contact messages in the local store, newest first (the agency's inbox here). */
import { contactStoreOptionsFromEnv } from './contact-store.mjs';
import { readStoredDocuments } from './message-files.mjs';

const { dataDir } = contactStoreOptionsFromEnv();
const documents = await readStoredDocuments(dataDir);
const formatTime = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});

if (process.argv.includes('--json')) {
  for (const document of documents) console.log(JSON.stringify(document));
} else if (documents.length === 0) {
  console.log(`Nog geen berichten in ${dataDir}.`);
} else {
  console.log(
    `${documents.length} ${documents.length === 1 ? 'bericht' : 'berichten'} in ${dataDir}, nieuwste eerst:\n`,
  );
  for (const { storedAt, fields } of documents) {
    const sender = [`${fields.name} <${fields.email}>`, fields.phone].filter(Boolean).join(' · ');
    console.log(`── ${formatTime.format(new Date(storedAt))} · ${sender}`);
    console.log(`${fields.message}\n`);
  }
}
