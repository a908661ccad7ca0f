import { canonicalUrl } from '@codekade/shared/addresses';
import { escapeHtml } from './document';

/** Where crawlers find the sitemap (robots.txt names it); the composer answers it like a page. */
export const SITEMAP_PATH = '/sitemap.xml';

/**
 * The sitemap of the site: every page the remotes publish, in the order of the site's areas, under
 * the site's public address. Made from the remotes' own indexes (their prerender plans), so a page a
 * remote release adds is listed without a change to the shell.
 */
export function sitemapXml(siteUrl: string, pagePaths: readonly string[]): string {
  const urls = [...new Set(pagePaths)].map(
    (path) => `  <url><loc>${escapeHtml(canonicalUrl(siteUrl, path))}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
