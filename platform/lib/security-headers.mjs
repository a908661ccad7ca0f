/**
 * The security headers of every response, in one place: the Hosting config generator writes them
 * into firebase.json for static files, and the composer service (shell/server) sends them with every
 * page it answers itself, so both agree whatever Hosting does with a rewrite's headers.
 */
import { productionContentSecurityPolicy } from './content-security-policy.mjs';

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * @param {string} [contentSecurityPolicy] production's unless given (the local server names loopback)
 * @returns {Record<string, string>}
 */
export function securityHeaders(contentSecurityPolicy = productionContentSecurityPolicy) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': contentSecurityPolicy,
    'Referrer-Policy': REFERRER_POLICY,
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}
