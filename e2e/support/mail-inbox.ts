import { readLocalSettings } from '@codekade/platform/local-settings';
import { type CaughtMail, mailsWith as mailsAt } from 'mf-contact/test-mail';

/** The run's maildev inbox (started by scripts/serve.mjs on MAIL_WEB_PORT, set by the Playwright config). */
export const inboxApi = `http://127.0.0.1:${readLocalSettings(process.env).mailWebPort}`;

export type { CaughtMail };

/** The e-mails in the run's inbox whose text body contains the token (tests run in parallel). */
export function mailsWith(token: string): Promise<CaughtMail[]> {
  return mailsAt(inboxApi, token);
}

/** The HTML body exactly as it was sent (the raw message's HTML part, decoded). */
export async function sentHtml(mail: CaughtMail): Promise<string> {
  const response = await fetch(`${inboxApi}/email/${mail.id}/source`);
  const source = await response.text();
  const part = source.split(/\r?\n--/).find((chunk) => /content-type: text\/html/i.test(chunk));
  if (!part) throw new Error('The e-mail has no HTML part.');
  const [head = '', ...body] = part.split(/\r?\n\r?\n/);
  const encoded = body.join('\n\n');
  if (/content-transfer-encoding: base64/i.test(head)) return Buffer.from(encoded, 'base64').toString('utf8');
  if (/content-transfer-encoding: quoted-printable/i.test(head)) {
    const bytes = encoded
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return encoded;
}
