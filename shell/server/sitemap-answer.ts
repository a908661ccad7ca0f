import { serverErrorText } from '../src/content/server-texts';
import { remoteManifestUrl } from '../src/lib/remotes-config';
import type { ComposedResponse } from './composer-answers';
import type { ComposerParts } from './composer-parts';
import type { ComposerRequest } from './composer-request';
import { problemText } from './problem-text';
import { SITEMAP_PATH, sitemapXml } from './sitemap';

/**
 * The sitemap from every remote's published index: a remote release that adds a page adds it here
 * too. A remote whose index was never read makes it a 503 (crawlers retry), never a shorter list.
 */
export async function sitemapAnswer(parts: ComposerParts, { origin }: ComposerRequest): Promise<ComposedResponse> {
  const inputs = await parts.currentInputs();
  try {
    const lists = await Promise.all(
      inputs.discovery.remotes.map(({ name: remote }) =>
        parts.fragments.publishedPages(remote, remoteManifestUrl(inputs.served, remote, origin)),
      ),
    );
    return {
      status: 200,
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': parts.cdnCache },
      body: sitemapXml(parts.siteUrl, lists.flat()),
    };
  } catch (error) {
    parts.warn('shell', `[composer] ${SITEMAP_PATH}: ${problemText(error)}; answering 503.`);
    return {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '60' },
      body: `${serverErrorText}\n`,
    };
  }
}
