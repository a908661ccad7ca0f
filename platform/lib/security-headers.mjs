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
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': contentSecurityPolicy,
    'Referrer-Policy': REFERRER_POLICY,
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': OPENER_POLICY,
    'Cross-Origin-Resource-Policy': resourcePolicy,
  };
}
