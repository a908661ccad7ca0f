import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { contactFormText } from 'mf-contact/content/contact-form';
import { storeOrigin } from './contact-store';

/** The toasts the contact form shows a visitor. */
export const { success: SUCCESS, failure: FAILURE, missingRequired: MISSING } = contactFormText.toasts;

export interface StoredMessage {
  path: string;
  /** When the emulator stored it. */
  storedAt: string;
  fields: Record<string, unknown>;
}

/** A Firestore REST value as plain JSON (timestamps as their text). */
function plain(value: Record<string, unknown>): unknown {
  if ('mapValue' in value) {
    const fields = (value.mapValue as { fields?: Record<string, Record<string, unknown>> }).fields ?? {};
    return Object.fromEntries(Object.entries(fields).map(([key, inner]) => [key, plain(inner)]));
  }
  if ('nullValue' in value) return null;
  if ('integerValue' in value) return Number(value.integerValue);
  return Object.values(value)[0];
}

/**
 * The messages this run's Firestore emulator (or the one at `origin`) holds whose text contains
 * the token (tests run in parallel); read as the emulator's owner, past the rules.
 */
export async function storedMessagesWith(token: string, origin = storeOrigin): Promise<StoredMessage[]> {
  const response = await fetch(
    `${origin}/v1/projects/demo-codekade/databases/(default)/documents/contact_messages?pageSize=1000`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  if (!response.ok) throw new Error(`The Firestore emulator at ${origin} answered ${response.status}.`);
  const { documents = [] } = (await response.json()) as {
    documents?: { name: string; createTime: string; fields: Record<string, Record<string, unknown>> }[];
  };
  return documents
    .map((document) => ({
      path: document.name.slice(document.name.indexOf('/documents/') + '/documents/'.length),
      storedAt: document.createTime,
      fields: Object.fromEntries(Object.entries(document.fields).map(([key, value]) => [key, plain(value)])),
    }))
    .filter((stored) => String(stored.fields.message).includes(token));
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

/** The contact form on the page, its four fields by their labels and its send button. */
export function contactForm(page: Page) {
  const form = page.getByRole('region', { name: contactFormText.heading });
  return {
    form,
    fields: {
      name: form.getByLabel(contactFormText.labels.name),
      email: form.getByLabel(contactFormText.labels.email),
      phone: form.getByLabel(contactFormText.labels.phone),
      message: form.getByLabel(contactFormText.labels.message),
    },
    submit: form.getByRole('button', { name: contactFormText.submit }),
  };
}
