import { createContext, useContext, useEffect } from 'react';
import { siteConfig } from './site-config';

export interface PageMeta {
  /** Page name; the document title becomes `<Product> - <title>`. */
  title: string;
  description: string;
}

export function documentTitle(title: string): string {
  return `${siteConfig.productName} - ${title}`;
}

/** Writes the document title and meta description. */
export function applyPageMeta({ title, description }: PageMeta): void {
  document.title = documentTitle(title);
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

/**
 * Set while a page is rendered on the server (prerender, composition): effects never run there, so
 * `usePageMeta` reports the page's meta to this callback instead. The last report wins, as in the browser.
 */
const PageMetaCollectorContext = createContext<((meta: PageMeta) => void) | null>(null);
export const PageMetaCollector = PageMetaCollectorContext.Provider;

/**
 * Sets the title and description of a page more specific than its area (a service, a project, a
 * not-found page). The shell sets the area's defaults in a layout effect, which runs before this.
 */
export function usePageMeta(title: string, description: string): void {
  useContext(PageMetaCollectorContext)?.({ title, description });
  useEffect(() => applyPageMeta({ title, description }), [title, description]);
}
