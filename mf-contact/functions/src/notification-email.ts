/**
 * The e-mail the agency gets for every contact message. Everything a visitor typed is hostile:
 * it is escaped in the HTML body, and reaches a header only as an encoded display name (without
 * any control, format or line-separator character) or as an address that passed a strict check.
 */
import { createHash } from 'node:crypto';
import type Mail from 'nodemailer/lib/mailer';
import { mailLabels } from '../../src/content/contact-form';
import {
  CONTACT_FIELD_NAMES,
  type ContactFormField,
  type ContactMessage,
  contactField,
} from '../../src/lib/contact-fields.mjs';

/** The fields of one message, as declared in src/lib/contact-fields.mjs. */
export type ContactMessageFields = ContactMessage;

/** The fields shown as a line each (with the time received), and the texts shown as a block each. */
const LINE_FIELDS = CONTACT_FIELD_NAMES.filter((field) => contactField(field).kind !== 'text');
const BLOCK_FIELDS = CONTACT_FIELD_NAMES.filter((field) => contactField(field).kind === 'text');
const RECEIVED_LABEL = 'Ontvangen';
/** The text body's lines align their values after the longest label. */
const LABEL_WIDTH =
  Math.max(...[...LINE_FIELDS.map((field) => mailLabels[field]), RECEIVED_LABEL].map((label) => label.length)) + 2;
const labelled = (label: string, value: string) => `${`${label}:`.padEnd(LABEL_WIDTH)}${value}`;

export interface NotificationParties {
  /** The agency's inbox. */
  to: string;
  from: { name: string; address: string };
  /** Company name, address and KvK number for the footer. */
  company: { legalName: string; addressLine: string; kvkNumber: string };
  /** Where the message came from, for the subject (`codekade.nl`). */
  siteName: string;
}

const AMSTERDAM_TIME = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});

/** Controls, format characters (zero-width, direction marks and overrides) and line/paragraph separators. */
const NOT_FOR_HEADERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu;

/** A header text from visitor input: one line, nothing invisible, never empty. */
export function headerText(value: string, fallback: string): string {
  const cleaned = value.replace(NOT_FOR_HEADERS, ' ').replace(/\s+/g, ' ').trim();
  return cleaned === '' ? fallback : cleaned;
}

/** Anything that reads as an address: `<…>`, a word with `@`, and the quotes around such text. */
const ADDRESS_LIKE = /<[^>]*>?|[^\s<>"]*@[^\s<>"]*|["<>]/g;

/**
 * A display name from visitor input: a header text without anything that looks like an address,
 * so a mail client never shows a second address next to the real one.
 */
export function displayName(value: string, fallback: string): string {
  return headerText(headerText(value, '').replace(ADDRESS_LIKE, ' '), fallback);
}

/**
 * An address safe to put in `Reply-To`: one `@`, no spaces, controls, quotes, brackets, commas or
 * other characters that could end or add an address, and nothing invisible.
 */
export function isHeaderSafeAddress(value: string): boolean {
  return (
    value.length <= 254 &&
    /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]+$/u.test(value) &&
    !/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Zs}]/u.test(value)
  );
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Visitor text inside HTML: escaped, and isolated so a direction override cannot reorder what follows. */
function visitorHtml(value: string): string {
  return `<bdi>${escapeHtml(value)}</bdi>`;
}

/**
 * The Message-ID of every attempt at one message: the same for a resend, so the agency's mailbox
 * folds a second copy into the first. Derived from the document path (hashed: the id is a
 * visitor's choice), on the agency's own domain.
 */
export function notificationMessageId(documentPath: string, siteName: string): string {
  return `<contact-${createHash('sha256').update(documentPath).digest('hex').slice(0, 32)}@${siteName}>`;
}

export function formatAmsterdamTime(time: Date): string {
  return AMSTERDAM_TIME.format(time);
}

/** The notification for one stored message (at `documentPath`), as nodemailer message options. */
export function notificationEmail(
  message: ContactMessageFields,
  receivedAt: Date,
  parties: NotificationParties,
  documentPath: string,
): Mail.Options {
  const name = displayName(message.name, 'een bezoeker');
  const replyTo = isHeaderSafeAddress(message.email) ? { name, address: message.email } : undefined;
  // An optional field left empty says so, rather than leaving a line without a value.
  const fields = message as Readonly<Record<ContactFormField, string | undefined>>;
  const shown = (field: ContactFormField) =>
    contactField(field).required || fields[field]?.trim() ? (fields[field] ?? '') : '(niet opgegeven)';
  const time = formatAmsterdamTime(receivedAt);
  const { company } = parties;
  const footer = `${company.legalName} · ${company.addressLine} · KvK ${company.kvkNumber}`;
  const replyHint = replyTo
    ? 'Beantwoord deze e-mail om de afzender te antwoorden.'
    : 'Het e-mailadres is niet bruikbaar als antwoordadres; antwoord niet op deze e-mail.';

  const text = [
    `Nieuw bericht via het contactformulier van ${parties.siteName}.`,
    '',
    ...LINE_FIELDS.map((field) => labelled(mailLabels[field], shown(field))),
    labelled(RECEIVED_LABEL, time),
    '',
    ...BLOCK_FIELDS.flatMap((field) => [`${mailLabels[field]}:`, shown(field), '']),
    replyHint,
    '',
    '-- ',
    footer,
  ].join('\n');

  const row = (label: string, value: string) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td dir="auto">${visitorHtml(value)}</td></tr>`;
  const html = [
    '<!doctype html>',
    '<html lang="nl"><head><meta charset="utf-8"><title>Nieuw bericht</title></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5">',
    `<p>Nieuw bericht via het contactformulier van ${escapeHtml(parties.siteName)}.</p>`,
    '<table role="presentation" style="border-collapse:collapse">',
    ...LINE_FIELDS.map((field) => row(mailLabels[field], shown(field))),
    `<tr><th align="left" style="padding:4px 12px 4px 0">${RECEIVED_LABEL}</th><td>${escapeHtml(time)}</td></tr>`,
    '</table>',
    ...BLOCK_FIELDS.flatMap((field) => [
      `<h2 style="font-size:16px">${escapeHtml(mailLabels[field])}</h2>`,
      `<div dir="auto" style="white-space:pre-wrap;border-left:3px solid #1d4ed8;padding-left:12px">${visitorHtml(shown(field))}</div>`,
    ]),
    `<p>${escapeHtml(replyHint)}</p>`,
    `<hr><p style="font-size:12px;color:#4b5563">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');

  return {
    messageId: notificationMessageId(documentPath, parties.siteName),
    from: parties.from,
    to: parties.to,
    ...(replyTo && { replyTo }),
    subject: `Nieuw bericht via ${parties.siteName} van ${name}`,
    text,
    html,
    // The bodies are strings; nodemailer must never read a file or URL because of them.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
