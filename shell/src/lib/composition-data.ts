import { isFederationName } from '@codekade/shared/discovery';

/** Id of the JSON the composer writes into a composed page for the browser. */
export const COMPOSITION_DATA_ID = 'codekade-composition';

/** What the composer tells the browser about the page it composed. */
export interface CompositionData {
  /** The remote whose prerendered HTML fills the page area, with the build that rendered it. */
  area: { remote: string; buildId: string } | null;
  /**
   * The manifest of every remote the composer used (remote name to URL), so the browser need not
   * fetch them again; during a rollout each remote's manifest of the version picked for this page
   * (`/v/<build id>/`), which the page keeps for its whole life (docs/rollouts.md).
   */
  remotes: unknown;
  /**
   * The discovery document the composer composed the page with (docs/discovery.md): the page's
   * areas, menus and titles for its whole life, as the composer read it (`parseDiscovery`).
   */
  discovery?: unknown;
}

function parseCompositionData(json: unknown): CompositionData | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { area, remotes, discovery } = json as Record<string, unknown>;
  if (area === null) return { area: null, remotes, discovery };
  if (typeof area !== 'object' || area === undefined) return undefined;
  const { remote, buildId } = area as Record<string, unknown>;
  if (!isFederationName(remote) || typeof buildId !== 'string') return undefined;
  return { area: { remote, buildId }, remotes, discovery };
}

let cached: CompositionData | null | undefined;

/** The composer's data when this page came composed from the server; undefined for the plain shell document. */
export function compositionData(): CompositionData | undefined {
  if (cached === undefined) {
    const text = typeof document === 'undefined' ? null : document.getElementById(COMPOSITION_DATA_ID)?.textContent;
    try {
      cached = (text ? parseCompositionData(JSON.parse(text)) : undefined) ?? null;
    } catch {
      console.warn(`[shell] Ignoring unreadable #${COMPOSITION_DATA_ID}; the page renders in the browser instead.`);
      cached = null;
    }
  }
  return cached ?? undefined;
}
