import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import type { RemoteName } from './contract';
import type { FragmentSlotName } from './fragment-slots';
import { type PageMeta, PageMetaCollector } from './page-meta';
import { areaRoutePattern } from './routes';

/** What a remote prerenders at its build: its pages, its not-found pages and its redirects. */
export interface PrerenderPlan {
  remote: RemoteName;
  /** Where the area is mounted in the composed site, e.g. `/diensten`. */
  basePath: string;
  /** Other top-level paths the area is mounted at (its area.json's other `basePaths`). */
  otherBasePaths?: readonly string[];
  AreaRoutes: ComponentType;
  /** Every public path of the area. */
  pages: string[];
  /** A not-found pattern (see `matchesPathPattern`) and one path that shows it. */
  notFound: { pattern: string; sample: string }[];
  redirects: { from: string; to: string }[];
  /**
   * The chunks a page loads beyond the routes' files (by their `webpackChunkName`), e.g. its own text:
   * its fragment names their files with the routes' ones, so the composer preloads them together and
   * the page's data does not wait for the routes' code to ask for it.
   */
  pageChunks?: (path: string) => readonly string[];
  /** The fragment slots this remote publishes (fragment-slots.ts), each as the component that renders it. */
  slots?: Partial<Record<FragmentSlotName, ComponentType>>;
}

export interface RenderedAreaPage {
  html: string;
  /** The meta the page declared with `usePageMeta`; null for pages that keep their area's. */
  meta: PageMeta | null;
}

/**
 * Renders one path of the area with the very tree the shell renders in the browser (a route at the
 * area's base path holding the area's routes), so the browser can hydrate it in place.
 */
async function renderAreaPage(plan: PrerenderPlan, path: string): Promise<RenderedAreaPage> {
  const { AreaRoutes, basePath, otherBasePaths = [] } = plan;
  let meta: PageMeta | null = null;
  const { prelude } = await prerender(
    <PageMetaCollector
      value={(declared) => {
        meta = declared;
      }}
    >
      <StaticRouter location={path}>
        <Routes>
          {[basePath, ...otherBasePaths].map((mount) => (
            <Route key={mount} path={areaRoutePattern(mount)} element={<AreaRoutes />} />
          ))}
        </Routes>
      </StaticRouter>
    </PageMetaCollector>,
    // Every boundary inline and complete: outlined ones would need inline scripts to put them in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await new Response(prelude).text(), meta };
}

/** Renders a slot the remote publishes, with a router around it (its links), as HTML for another remote's page. */
async function renderSlot(plan: PrerenderPlan, name: FragmentSlotName): Promise<string> {
  const Slot = plan.slots?.[name];
  if (!Slot) throw new Error(`${plan.remote} publishes no fragment slot "${name}".`);
  const { prelude } = await prerender(
    <StaticRouter location="/">
      <Slot />
    </StaticRouter>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/** The default export of a remote's `src/prerender.tsx`; the build preset runs it after the build. */
export function definePrerender(plan: PrerenderPlan) {
  return {
    plan,
    render: (path: string) => renderAreaPage(plan, path),
    renderSlot: (name: FragmentSlotName) => renderSlot(plan, name),
  };
}

export type Prerenderer = ReturnType<typeof definePrerender>;

/**
 * The plan of an area that is one page at its base path: every deeper path is its not-found page,
 * and nothing redirects.
 */
export function defineSinglePagePrerender(remote: RemoteName, basePath: string, AreaRoutes: ComponentType) {
  return definePrerender({
    remote,
    basePath,
    AreaRoutes,
    pages: [basePath],
    notFound: [{ pattern: `${basePath}/*`, sample: `${basePath}/onbekend` }],
    redirects: [],
  });
}
