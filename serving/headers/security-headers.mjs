/**
 * The security headers of every response, in one place: the Hosting config generator writes them
 * into firebase.json for static files, and the composer service (shell/server) sends them with every
 * page it answers itself, so both agree whatever Hosting does with a rewrite's headers.
 */
import { productionContentSecurityPolicy } from './content-security-policy.mjs';

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
/**
 * A document of the site shares its browsing context group with no other origin's window: a page
 * it opens (the chat app) or that opens it gets no handle on it. Browsers read it on documents only.
 */
export const OPENER_POLICY = 'same-origin';

/**
 * HTTPS only, for two years (`Strict-Transport-Security`): a visitor's browser never asks the site
 * over http again, so no network on the way can strip TLS from a later visit (the contact form's
 * page included). Two years is what hstspreload.org asks for; `includeSubDomains` covers only the
 * hosts below the one that answers (below www.codekade.nl, below each `*.web.app` site: none in use).
 * No `preload`: that submits the whole domain codekade.nl, every subdomain the agency ever makes,
 * to the browsers' built-in lists, and leaving them again takes months of browser releases; it is
 * the agency's decision about its domain, not this site's (docs/production.md). Browsers ignore the
 * header over http, so the local site over http://localhost is unaffected, and the local servers
 * leave it out of every answer to a loopback host (static-site.mjs): on `https://localhost` it would
 * make the browser upgrade every other port of localhost too.
 */
export const TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Who may load a response without CORS (`Cross-Origin-Resource-Policy`), by the site that serves it.
 * The shell's pages and files are for its own origin. A remote's files are loaded by the shell's
 * pages, another site (each `*.web.app` site is a site of its own): its code, styles, fonts and
 * manifests with CORS, which this header does not govern, but the pictures of its fragments
 * (`<img>`, CSS `url()`) without, which `same-origin` or `same-site` would block.
 */
export const RESOURCE_POLICY = { shell: 'same-origin', remote: 'cross-origin' };

/**
 * @param {string} [contentSecurityPolicy] production's unless given (the local server names loopback)
 * @param {{ resourcePolicy?: string }} [options] the shell's `Cross-Origin-Resource-Policy` unless given
 * @returns {Record<string, string>}
 */
export function securityHeaders(
  contentSecurityPolicy = productionContentSecurityPolicy,
  { resourcePolicy = RESOURCE_POLICY.shell } = {},
) {
  return {
    'Strict-Transport-Security': TRANSPORT_SECURITY,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': contentSecurityPolicy,
    'Referrer-Policy': REFERRER_POLICY,
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': OPENER_POLICY,
    'Cross-Origin-Resource-Policy': resourcePolicy,
  };
}
