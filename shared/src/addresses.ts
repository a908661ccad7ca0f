/**
 * The one rule for a page's address, shared by the composer (which answers any other form with a
 * 301) and the browser router (which replaces it): no empty segments, so never `//host`; no trailing
 * slash; no `.` or `..`; each segment percent-decoded once, lower-cased and encoded again. Every route
 * of the site is lower case, so `/DIENSTEN/SEO/` and `/diensten/se%6F` both mean `/diensten/seo`.
 */
export function canonicalPath(pathname: string): string {
  const segments = pathname
    .split('/')
    .map(decodeSegment)
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..');
  return `/${segments.map((segment) => encodeURIComponent(segment.toLowerCase())).join('/')}`;
}

/** A segment with a broken escape (`%zz`) is taken literally, so it is encoded (`%25zz`), never thrown on. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The site's public address of a path: the site's origin and the canonical path, whatever the raw
 * request path held (`/.//evil.example/x` stays on the site).
 */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  return `${new URL(siteUrl).origin}${canonicalPath(pathname)}`;
}
