import type { RemoteName } from '@codekade/shared/contract';
import type { Discovery } from '@codekade/shared/discovery';
import { type PageMeta, PageMetaCollector } from '@codekade/shared/page-meta';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Layout } from '../src/app/Layout';
import { AREA_SLOT, ServerArea } from '../src/features/remotes';
import { SiteAreasContext } from '../src/lib/site-areas';

export interface RenderedShell {
  /** The layout's HTML; an area route holds `AREA_SLOT` where the remote's HTML goes. */
  html: string;
  /** The remote that owns the path, or null for a path no remote owns (the shell's 404 page). */
  remote: RemoteName | null;
  /** The meta of a page the shell renders itself (its 404 page). */
  meta: PageMeta | null;
}

/**
 * Renders the shell's layout for one path with the site's `areas` (the discovery document the page
 * then carries), exactly as the browser's first render will hydrate it.
 */
export function renderShell(path: string, areas: Discovery): RenderedShell {
  let remote: RemoteName | null = null;
  let meta: PageMeta | null = null;
  // Every area route's element is created up front; only the matching one renders.
  const renderArea = (owner: RemoteName) => (
    <ServerArea
      onRender={() => {
        remote = owner;
      }}
    />
  );
  const html = renderToString(
    <StrictMode>
      <PageMetaCollector
        value={(declared) => {
          meta = declared;
        }}
      >
        <SiteAreasContext.Provider value={areas}>
          <StaticRouter location={path}>
            <Layout renderArea={renderArea} />
          </StaticRouter>
        </SiteAreasContext.Provider>
      </PageMetaCollector>
    </StrictMode>,
  );
  if (remote !== null && html.split(AREA_SLOT).length !== 2) {
    throw new Error(`The shell's HTML for ${path} must hold exactly one area slot.`);
  }
  return { html, remote, meta };
}
