import type { IncomingMessage } from 'node:http';
import { productionContentSecurityPolicy } from '../../scripts/lib/content-security-policy.mjs';
import { securityHeaders } from '../../scripts/lib/security-headers.mjs';
import type { ComposedResponse } from './composer';

/**
 * The headers of one page the composer service answers: the security headers Hosting's config sends
 * (one source, scripts/lib/security-headers.mjs) and the composer's own (type, Cache-Control). One
 * function per request: a variant for one browser (another policy, `private, no-store`) plugs in here.
 */
export type PageHeaders = (request: IncomingMessage, composed: ComposedResponse) => Record<string, string>;

export function productionPageHeaders(contentSecurityPolicy = productionContentSecurityPolicy): PageHeaders {
  const security = securityHeaders(contentSecurityPolicy);
  return (_request, composed) => ({ ...security, ...composed.headers });
}
