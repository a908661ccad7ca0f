// @vitest-environment node
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { mailLabels } from '../../src/content/contact-form';
import { CONTACT_FIELD_NAMES } from '../../src/lib/contact-fields.mjs';
import { everyField, optionalFields } from '../../src/lib/contact-fields.test-helper';
import { notificationParties } from './index';
import {
  displayName,
  escapeHtml,
  headerText,
  isHeaderSafeAddress,
  notificationEmail,
  notificationMessageId,
} from './notification-email';

/** The e-mail as it goes over SMTP: headers and MIME bodies, exactly as nodemailer writes it. */
async function rawMail(message: Parameters<typeof notificationEmail>[0]) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(
    notificationEmail(message, new Date('2025-05-01T09:30:00Z'), notificationParties, 'contact_messages/abc'),
  );
  const raw = (info.message as Buffer).toString('utf8').replace(/\r\n/g, '\n');
  const headerBlock = raw.slice(0, raw.indexOf('\n\n'));
  // Unfolded: a continuation line belongs to the header above it.
  const headers = headerBlock.replace(/\n[ \t]+/g, ' ').split('\n');
  return { raw, headers, headerNames: headers.map((line) => line.slice(0, line.indexOf(':')).toLowerCase()) };
}

const visitor = { name: 'Sanne de Vries', email: 'sanne@bakkerij.nl', phone: '020 123 45 67', message: 'Hallo!' };

describe('the notification e-mail', () => {
  it('goes to the agency, answers to the visitor, names the visitor in the subject', () => {
    const mail = notificationEmail(
      visitor,
      new Date('2025-05-01T09:30:00Z'),
      notificationParties,
      'contact_messages/abc',
    );
    expect(mail.to).toBe('hallo@codekade.nl');
    expect(mail.replyTo).toEqual({ name: 'Sanne de Vries', address: 'sanne@bakkerij.nl' });
    expect(mail.subject).toBe('Nieuw bericht via codekade.nl van Sanne de Vries');
    // 09:30 UTC in May is 11:30 in Amsterdam (summer time).
    expect(mail.text).toContain('donderdag 1 mei 2025 om 11:30');
    expect(mail.text).toContain('KvK 84721936');
    expect(mail.html).toContain('Houtmankade 42, 1013 MR Amsterdam');
  });

  it('a name with CR/LF and a Bcc adds no header and no recipient', async () => {
    const { headers, headerNames } = await rawMail({ ...visitor, name: 'Jan\r\nBcc: x@y.nl\r\n\r\nX' });
    expect(headerNames).not.toContain('bcc');
    expect(headerNames.filter((name) => name === 'subject')).toHaveLength(1);
    expect(headers.find((line) => line.toLowerCase().startsWith('subject:'))).toBe(
      'Subject: Nieuw bericht via codekade.nl van Jan Bcc: X',
    );
  });

  it('an address that could add a recipient or a header is not used as Reply-To', async () => {
    for (const email of ['a@b.nl\r\nBcc: x@y.nl', 'a@b.nl, x@y.nl', '"x" <x@y.nl>', 'a\u200b@b.nl', 'a@b']) {
      expect(isHeaderSafeAddress(email)).toBe(false);
      const { headerNames } = await rawMail({ ...visitor, email });
      expect(headerNames).not.toContain('reply-to');
      expect(headerNames).not.toContain('bcc');
    }
  });

  it('HTML in any field is text, never markup', () => {
    const html = '<script>alert(1)</script><img src=x onerror=alert(2)>&amp;';
    const mail = notificationEmail(
      { ...visitor, name: html, message: html },
      new Date(),
      notificationParties,
      'contact_messages/abc',
    );
    expect(String(mail.html)).not.toContain('<script>');
    expect(String(mail.html)).not.toContain('<img');
    expect(String(mail.html)).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;&amp;amp;',
    );
    expect(escapeHtml(`"'`)).toBe('&quot;&#39;');
  });

  it('zero-width and direction characters stay out of headers and are isolated in the HTML', () => {
    const name = '\u202eJan\u200b de \u2066Vries\u2069';
    expect(headerText(name, '?')).toBe('Jan de Vries');
    const mail = notificationEmail({ ...visitor, name }, new Date(), notificationParties, 'contact_messages/abc');
    expect(mail.subject).toBe('Nieuw bericht via codekade.nl van Jan de Vries');
    expect(String(mail.html)).toContain(`<bdi>${name}</bdi>`);
  });

  it('a name that holds an address shows no second address in Reply-To', async () => {
    for (const name of ['Eve "<evil@voorbeeld.nl>"', 'Eve <evil@voorbeeld.nl', 'evil@voorbeeld.nl', 'Eve\u200b@x.nl']) {
      const { headers } = await rawMail({ ...visitor, name });
      const replyTo = headers.find((line) => line.toLowerCase().startsWith('reply-to:')) ?? '';
      expect(replyTo.match(/@/g), replyTo).toHaveLength(1);
      expect(replyTo).toContain('<sanne@bakkerij.nl>');
    }
    expect(displayName('Eve "<evil@voorbeeld.nl>"', '?')).toBe('Eve');
    expect(displayName('<evil@voorbeeld.nl>', 'een bezoeker')).toBe('een bezoeker');
    expect(displayName('Jan de Vries', '?')).toBe('Jan de Vries');
  });

  it('every attempt at one message carries the same Message-ID, another message another one', async () => {
    const first = await rawMail(visitor);
    const again = await rawMail(visitor);
    const messageIdOf = ({ headers }: { headers: string[] }) =>
      headers.find((line) => line.toLowerCase().startsWith('message-id:'));
    expect(messageIdOf(first)).toBe(`Message-ID: ${notificationMessageId('contact_messages/abc', 'codekade.nl')}`);
    expect(messageIdOf(again)).toBe(messageIdOf(first));
    expect(notificationMessageId('contact_messages/abd', 'codekade.nl')).not.toBe(
      notificationMessageId('contact_messages/abc', 'codekade.nl'),
    );
    expect(notificationMessageId('contact_messages/<x>\r\n', 'codekade.nl')).toMatch(
      /^<contact-[0-9a-f]{32}@codekade\.nl>$/,
    );
  });
});

describe('every declared field', () => {
  const message = everyField() as unknown as Parameters<typeof notificationEmail>[0];
  const mail = notificationEmail(
    message,
    new Date('2025-05-01T09:30:00Z'),
    notificationParties,
    'contact_messages/abc',
  );

  it.each(CONTACT_FIELD_NAMES)('%s: is in both bodies, under its label', (field) => {
    const value = everyField()[field];
    expect(String(mail.text)).toMatch(new RegExp(`^${mailLabels[field]}:(?: +${value}|\\n${value})$`, 'm'));
    expect(String(mail.html)).toContain(`${mailLabels[field]}</`);
    expect(String(mail.html)).toContain(`<bdi>${escapeHtml(value)}</bdi>`);
  });

  it.each(optionalFields)('%s: says so when it was not given', (field) => {
    const { [field]: _left, ...without } = everyField();
    const text = String(
      notificationEmail(without as never, new Date(), notificationParties, 'contact_messages/abc').text,
    );
    expect(text).toMatch(new RegExp(`^${mailLabels[field]}: +\\(niet opgegeven\\)$`, 'm'));
  });
});
