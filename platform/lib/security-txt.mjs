// @ts-check
/**
 * The site's security.txt (RFC 9116), written by every shell build: how to report a vulnerability,
 * and until when that holds. A build writes a date half a year ahead, so the file stays valid while
 * the shell is released; `pnpm status` reads the live one and fails when it expires within a month.
 */
import { readTextWithin } from '@codekade/serving/read-within';

export const SECURITY_TXT_PATH = '.well-known/security.txt';
/** How long a build's file holds (RFC 9116 advises less than a year). */
export const SECURITY_TXT_VALID_DAYS = 183;
/** `pnpm status` fails when the live file expires sooner than this. */
export const SECURITY_TXT_WARNING_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * @param {Date} builtAt
 * @param {{ email: string, siteUrl: string }} site the site config's address and origin
 */
export function securityTxt(builtAt, site) {
  const expires = new Date(builtAt.getTime() + SECURITY_TXT_VALID_DAYS * DAY_MS);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: mailto:${site.email}`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: nl, en',
    `Canonical: ${new URL(SECURITY_TXT_PATH, `${site.siteUrl}/`).href}`,
    '',
  ].join('\n');
}

/**
 * The Expires date of a security.txt text, or undefined when it has none that parses.
 * @param {string} text
 */
export function securityTxtExpiry(text) {
  const value = /^Expires:[ \t]*(\S+)[ \t]*$/im.exec(text)?.[1];
  if (!value || !/^\d{4}-\d{2}-\d{2}T[\d:.]+(?:Z|[+-]\d{2}:\d{2})$/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * What `pnpm status` says of a live security.txt: `{ line }`, and `problem` when it is missing,
 * has no valid Expires, or expires within SECURITY_TXT_WARNING_DAYS.
 * @param {string | undefined} text the file, or undefined when it could not be read
 * @param {Date} now
 * @returns {{ line: string, problem?: boolean }}
 */
export function securityTxtStatus(text, now) {
  if (text === undefined) return { line: `${SECURITY_TXT_PATH}: not served`, problem: true };
  const expires = securityTxtExpiry(text);
  if (!expires) return { line: `${SECURITY_TXT_PATH}: no valid Expires field`, problem: true };
  const daysLeft = Math.floor((expires.getTime() - now.getTime()) / DAY_MS);
  const date = expires.toISOString().slice(0, 10);
  if (daysLeft < SECURITY_TXT_WARNING_DAYS)
    return {
      line: `${SECURITY_TXT_PATH}: ${daysLeft < 0 ? `expired on ${date}` : `expires on ${date}, in ${daysLeft} days`}; build and deploy the shell (pnpm deploy:shell) to renew it`,
      problem: true,
    };
  return { line: `${SECURITY_TXT_PATH}: valid until ${date} (${daysLeft} days)` };
}

/**
 * Reads the live security.txt of the site at `siteUrl` (at most 64 KB, within `timeoutMs`) and says
 * what `securityTxtStatus` says of it.
 * @param {string} siteUrl
 * @param {{ now?: Date, timeoutMs?: number }} [options]
 */
export async function liveSecurityTxtStatus(siteUrl, { now = new Date(), timeoutMs = 5000 } = {}) {
  const url = new URL(SECURITY_TXT_PATH, `${siteUrl.replace(/\/+$/, '')}/`).href;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      await response.body?.cancel();
      return securityTxtStatus(undefined, now);
    }
    return securityTxtStatus(await readTextWithin(response, 64 * 1024, url), now);
  } catch (error) {
    const cause = /** @type {{ code?: string } | undefined} */ (error instanceof Error ? error.cause : undefined);
    const reason = cause?.code ?? (error instanceof Error ? error.message : String(error));
    return { ...securityTxtStatus(undefined, now), line: `${SECURITY_TXT_PATH}: not served (${reason})` };
  }
}
