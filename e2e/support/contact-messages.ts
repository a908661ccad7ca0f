import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contactFormText } from '../../mf-contact/src/content/contact-form';

/** The toasts the contact form shows a visitor. */
export const { success: SUCCESS, failure: FAILURE, missingRequired: MISSING } = contactFormText.toasts;

export interface StoredMessage {
  path: string;
  storedAt: string;
  fields: Record<string, string>;
}

/**
 * The messages this run's store (or the store keeping `dataDir`) holds whose text contains the token
 * (tests run in parallel).
 */
export async function storedMessagesWith(
  token: string,
  dataDir = process.env.CONTACT_STORE_DIR,
): Promise<StoredMessage[]> {
  if (!dataDir) throw new Error('CONTACT_STORE_DIR is not set; the test runner config sets it for every run.');
  const files = (await readdir(dataDir)).filter((name) => name.endsWith('.json') && !name.startsWith('.'));
  const messages = await Promise.all(
    files.map(async (name) => JSON.parse(await readFile(join(dataDir, name), 'utf8')) as StoredMessage),
  );
  return messages.filter((stored) => stored.fields.message?.includes(token));
}

/** A visitor's message with a token of its own, to find it back in the store. */
export function visitorMessage() {
  const token = randomUUID();
  return {
    token,
    values: {
      name: 'Sanne de Vries',
      email: 'sanne@bakkerij-devries.nl',
      phone: '+31 (0)20-123 45 67',
      message: `Wij zoeken een nieuwe webshop voor onze bakkerij. [${token}]`,
    },
  };
}
