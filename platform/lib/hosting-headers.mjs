/**
 * Applies the header rules of firebase.json to the local server, so `npm start` serves with the same
 * caching and CORS rules as production hosting: one source for both.
 */
import picomatch from 'picomatch';
import { hostingOf } from './firebase-hosting.mjs';

function compileRules(target) {
  return (hostingOf(target).headers ?? []).map((rule) => {
    const glob = rule.source.replace(/^\//, '');
    const matchesPath = picomatch(glob, { dot: true });
    // Hosting's `**` matches `/` too; a glob naming files (`**/*.*`) does not.
    return { matches: (path) => (path === '' ? glob === '**' : matchesPath(path)), headers: rule.headers };
  });
}

/**
 * Returns a function giving the headers for one request of a hosting target, given the allowed shell
 * origins and the local Content-Security-Policy (production's names the production apps).
 */
export function headersForTarget(target, allowedOrigins, contentSecurityPolicy) {
  const rules = compileRules(target);
  return (pathname, requestOrigin) => {
    const headers = {};
    const path = pathname.replace(/^\//, '');
    for (const rule of rules) {
      if (!rule.matches(path)) continue;
      for (const { key, value } of rule.headers) headers[key] = value;
    }
    // Production names its one shell origin; locally the allowed list decides, and never `*`.
    if ('Access-Control-Allow-Origin' in headers) {
      if (requestOrigin && allowedOrigins.includes(requestOrigin)) {
        headers['Access-Control-Allow-Origin'] = requestOrigin;
      } else {
        delete headers['Access-Control-Allow-Origin'];
      }
    }
    if ('Content-Security-Policy' in headers && contentSecurityPolicy) {
      headers['Content-Security-Policy'] = contentSecurityPolicy;
    }
    return headers;
  };
}
