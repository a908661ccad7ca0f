// @vitest-environment node
/** `npm run messages` shows every declared field of a stored message (the declaration: src/lib/contact-fields.mjs). */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { everyField } from '../src/lib/contact-fields.test-helper';
import { CONTACT_MESSAGES_COLLECTION } from '../src/lib/contact-message-limits.mjs';
import { runMessagesCommand } from './firestore-messages.mjs';
import { parseMessagesCommand } from './messages-command.mjs';
import { adminFirestore } from './test-firestore';

let firestore: ReturnType<typeof adminFirestore>;

beforeEach(() => {
  firestore = adminFirestore(`demo-fields-${randomUUID().slice(0, 8)}`);
});

afterEach(async () => {
  await firestore.terminate();
});

describe('npm run messages and the declared fields', () => {
  it('shows every declared field of a message', async () => {
    await firestore.doc(`${CONTACT_MESSAGES_COLLECTION}/m1`).create({ ...everyField(), createdAt: new Date() });
    const lines: string[] = [];
    await runMessagesCommand(firestore, parseMessagesCommand([]), 'de test', (line: string) => lines.push(line));
    const printed = lines.join('\n');
    for (const value of Object.values(everyField())) expect(printed).toContain(value);
  });
});
