/**
 * The remotes the site's discovery document lists, as this page knows them: the composer's reading
 * carried in a composed page (no request), or on the plain shell document one fetch of the document,
 * read by its one reader. Read without the shell's area state (lib/site-areas.ts), which would load
 * React: the developer entry reads overrides before React is replaced. Nothing readable lists nothing,
 * so every override is then refused.
 */
import { DISCOVERY_PATH, type Discovery } from '@codekade/shared/discovery';
import { compositionData } from '../../lib/composition-data';
import { type ListedRemotes, listedRemotesOf } from '../../lib/valid-override';

function composedReading(): Pick<Discovery, 'remotes'> | undefined {
  const discovery = compositionData()?.discovery as { remotes?: unknown } | null | undefined;
  if (!Array.isArray(discovery?.remotes)) return undefined;
  const remotes = discovery.remotes.filter(
    (remote: unknown): remote is { name: string; manifest: string } =>
      typeof remote === 'object' &&
      remote !== null &&
      typeof (remote as Record<string, unknown>).name === 'string' &&
      typeof (remote as Record<string, unknown>).manifest === 'string',
  );
  return { remotes: remotes as unknown as Discovery['remotes'] };
}

async function fetchedReading(): Promise<Discovery> {
  const [{ parseDiscovery }, response] = await Promise.all([
    import('@codekade/shared/discovery-reader'),
    fetch(DISCOVERY_PATH, { cache: 'no-cache' }),
  ]);
  if (!response.ok) throw new Error(`${DISCOVERY_PATH} answered HTTP ${response.status}`);
  return parseDiscovery(await response.json(), {
    base: window.location.href,
    warn: (message) => console.warn(`[shell] ${message}`),
  });
}

/** The remotes an override may name on this page, each with its own Hosting site's origin. */
export async function readListedRemotes(): Promise<ListedRemotes> {
  const composed = compositionData() ? composedReading() : undefined;
  if (composed) return listedRemotesOf(composed);
  try {
    return listedRemotesOf(await fetchedReading());
  } catch (error) {
    console.warn(
      `[shell] The site's discovery document could not be read (${error instanceof Error ? error.message : String(error)}); every remote override is refused.`,
    );
    return new Map();
  }
}
