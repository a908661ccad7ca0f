/** The run's maildev inbox (started by scripts/serve.mjs on MAIL_WEB_PORT, set by the Playwright config). */
export const inboxApi = `http://127.0.0.1:${process.env.MAIL_WEB_PORT ?? 1080}`;

export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  /** As maildev shows it (after its own sanitising). */
  html: string;
  headers: Record<string, string | string[]>;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
  replyTo?: { address: string; name: string }[];
  bcc?: { address: string; name: string }[];
  cc?: { address: string; name: string }[];
}

/** The e-mails in the inbox whose text body contains the token (tests run in parallel). */
export async function mailsWith(token: string): Promise<CaughtMail[]> {
  const response = await fetch(`${inboxApi}/email`);
  if (!response.ok) throw new Error(`The maildev inbox answered ${response.status}.`);
  return ((await response.json()) as CaughtMail[]).filter((mail) => mail.text?.includes(token));
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
