import { builtPages } from '@codekade/platform/built-pages';
import { notFoundText } from '@codekade/shared/not-found-texts';
import { siteConfig } from '@codekade/shared/site-config';

const titleOf = (pageName: string) => `${siteConfig.productName} - ${pageName}`;

/**
 * Every public route of the site, with the title its page declares: the pages the built remotes'
 * prerender plans list (each remote's dist/ssr/index.json, the composer's sitemap source), so a
 * service or project a remote adds is tested with no edit here.
 */
export const publicRoutes: readonly { path: string; title: string }[] = builtPages().map(({ path, pageName }) => ({
  path,
  title: titleOf(pageName),
}));

export const notFoundRoute = { path: '/bestaat-niet', title: titleOf(notFoundText.title) } as const;
