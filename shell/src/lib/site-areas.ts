import { DISCOVERY_FORMAT, DISCOVERY_PATH, type Discovery, NO_AREAS } from '@codekade/shared/discovery';
import { createContext, useContext } from 'react';
import { compositionData } from './composition-data';
import { REMOTE_LOAD_BUDGET_MS } from './remote-load-budget';
import { withinTime } from './within-time';

/**
 * The site's areas as this page knows them (docs/discovery.md): from the composer's reading of the
 * discovery document (in its page data, no request), or on the plain shell document from one fetch
 * of `/discovery.json` before the app renders (the fetch of remotes.json it replaces), read by the
 * one reader, loaded beside that fetch. A page keeps the areas it started with until its next full load.
 */
let loaded: Discovery | undefined;
let loading: Promise<Discovery> | undefined;

const warn = (message: string) => console.warn(`[shell] ${message}`);

/**
 * The areas of a composed page: the composer's reading of the document (`parseDiscovery` ran there on
 * the document as deployed), carried in the page data like the page's HTML, so only its outline is
 * looked at here. Undefined on the plain shell document.
 */
function composedAreas(): Discovery | undefined {
  const composed = compositionData();
  if (!composed) return undefined;
  const { discovery } = composed;
  const outline = discovery as Partial<Record<'format' | 'remotes', unknown>> | null | undefined;
  if (outline?.format === DISCOVERY_FORMAT && Array.isArray(outline.remotes)) return discovery as Discovery;
  warn(`The page data carries no ${DISCOVERY_FORMAT} reading of the site's areas; no area is mounted.`);
  return NO_AREAS;
}

/**
 * The site's areas as its discovery document names them now (the composer's answer, never from the
 * HTTP cache unchecked), read by the one reader: a plain shell document's start, and a release
 * recovery's question which version the site serves now.
 */
export async function fetchAreas(): Promise<Discovery> {
  // The reader comes beside the document: only a plain shell document needs it.
  const [{ parseDiscovery }, response] = await Promise.all([
    import('@codekade/shared/discovery-reader'),
    // The document changes with every release of an area, so never take it from the HTTP cache unchecked.
    fetch(DISCOVERY_PATH, { cache: 'no-cache' }),
  ]);
  if (!response.ok) throw new Error(`${DISCOVERY_PATH} answered HTTP ${response.status}.`);
  return parseDiscovery(await response.json(), { base: window.location.href, warn });
}

/**
 * The page's areas, read once: at once on a composed page, fetched on the plain shell document. A
 * document that cannot be had within the load budget gives no areas (header, footer and the 404
 * page still show) and is asked for again by the next call.
 */
export function loadPageAreas(): Promise<Discovery> {
  if (loaded) return Promise.resolve(loaded);
  const composed = composedAreas();
  if (composed) {
    loaded = composed;
    return Promise.resolve(composed);
  }
  loading ??= withinTime(
    fetchAreas(),
    REMOTE_LOAD_BUDGET_MS,
    () => new Error(`${DISCOVERY_PATH} did not arrive within ${REMOTE_LOAD_BUDGET_MS / 1000} s.`),
  ).then(
    (areas) => {
      loaded = areas;
      return areas;
    },
    (error: unknown) => {
      loading = undefined;
      warn(`The site's areas could not be read (${error instanceof Error ? error.message : String(error)}).`);
      return NO_AREAS;
    },
  );
  return loading;
}

/** The page's areas once read (the app renders after `loadPageAreas`); none before. */
export function pageAreas(): Discovery {
  if (!loaded) loaded = composedAreas();
  return loaded ?? NO_AREAS;
}

/** The areas the layout renders: the page's in the browser, the composer's document on the server. */
export const SiteAreasContext = createContext<Discovery>(NO_AREAS);

export function useSiteAreas(): Discovery {
  return useContext(SiteAreasContext);
}
