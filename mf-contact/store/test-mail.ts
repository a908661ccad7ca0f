/** Test helpers around a real maildev (unit and browser tests): free ports, and the mails its REST API holds. */
export { freePort } from './free-port.mjs';

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

/** The mails in the inbox whose text body contains the token. */
export async function mailsWith(apiUrl: string, token: string): Promise<CaughtMail[]> {
  const response = await fetch(`${apiUrl}/email`);
  if (!response.ok) throw new Error(`maildev answered ${response.status}`);
  return ((await response.json()) as CaughtMail[]).filter((mail) => mail.text?.includes(token));
}

/** Waits until `check` returns a value other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 15_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}
