import type { IncomingMessage } from 'node:http';
import {
  productionContentSecurityPolicy,
  withInlineScripts,
  withRemoteOrigins,
} from '@codekade/serving/content-security-policy';
import { securityHeaders } from '@codekade/serving/security-headers';
import { listedRemotesFromManifests } from '../src/lib/valid-override';
import type { ComposedResponse } from './composer-answers';
import { withRequestOverrides } from './override-session';

/**
 * The headers of one page the composer service answers: the security headers Hosting's config sends
 * (one source, serving/headers/security-headers.mjs) and the composer's own (type, Cache-Control). One
 * function per request: a browser with a developer's override (override-session.ts) gets a policy
 * that admits it and `private, no-store`; every other request the shared, strict answer.
 */
export type PageHeaders = (request: IncomingMessage, composed: ComposedResponse) => Record<string, string>;

export function productionPageHeaders(contentSecurityPolicy = productionContentSecurityPolicy): PageHeaders {
  return (request, composed) => {
    // The page's own boot script runs inline (no round trip before the first paint), admitted by its hash.
    // Areas the discovery document brought after the shell's build load from their own Hosting sites.
    const withAreas = withRemoteOrigins(contentSecurityPolicy, composed.remoteOrigins ?? []);
    const policy = withInlineScripts(withAreas, composed.inlineScripts ?? []);
    const listed = listedRemotesFromManifests(composed.discoveredManifests ?? {});
    return withRequestOverrides({ ...securityHeaders(policy), ...composed.headers }, request, policy, listed);
  };
}
