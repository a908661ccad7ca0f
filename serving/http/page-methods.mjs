// @ts-check
/**
 * How a page address answers a method other than GET and HEAD, in one place. In production Hosting
 * hands every request for a page to the composer service (its rewrite to Cloud Run), which answers 405
 * with the security headers; the local server and the rehearsal answer it the same way before their
 * composer is asked, so a form posted to a page (the contact form without JavaScript) fails locally
 * as it does live, with a line a visitor can read instead of an empty page.
 */

import { securityHeaders } from '../headers/security-headers.mjs';
import { answerPlain } from './request-guard.mjs';

/** Visitors read the Dutch line, developers the English one, as every plain answer of the servers. */
export const METHOD_NOT_ALLOWED_TEXT =
  'Deze pagina kan alleen worden bekeken, niet iets ontvangen.\nMethod not allowed: a page answers GET and HEAD only.\n';

/** The methods a page takes. */
export const PAGE_METHODS = ['GET', 'HEAD'];

/** @param {string | undefined} method */
export const isPageMethod = (method) => PAGE_METHODS.includes(method ?? '');

/**
 * @param {import('node:http').ServerResponse} response
 * @param {string} [contentSecurityPolicy] production's unless given (the local server names loopback)
 */
export function answerWrongPageMethod(response, contentSecurityPolicy) {
  answerPlain(response, 405, METHOD_NOT_ALLOWED_TEXT, {
    ...securityHeaders(contentSecurityPolicy),
    Allow: PAGE_METHODS.join(', '),
  });
}
