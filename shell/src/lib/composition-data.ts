import { isRemoteName, type RemoteName } from '@codekade/shared/contract';

/** Id of the JSON the composer writes into a composed page for the browser. */
export const COMPOSITION_DATA_ID = 'codekade-composition';

/** What the composer tells the browser about the page it composed. */
export interface CompositionData {
  /** The remote whose prerendered HTML fills the page area, with the build that rendered it. */
  area: { remote: RemoteName; buildId: string } | null;
  /**
   * The remotes.json the composer used, so the browser need not fetch it again; during a rollout
   * each remote's manifest of the version picked for this page (`/v/<build id>/`), which the page
   * keeps for its whole life (docs/rollouts.md).
   */
  remotes: unknown;
}

function parseCompositionData(json: unknown): CompositionData | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { area, remotes } = json as Record<string, unknown>;
  if (area === null) return { area: null, remotes };
  if (typeof area !== 'object' || area === undefined) return undefined;
  const { remote, buildId } = area as Record<string, unknown>;
  if (typeof remote !== 'string' || !isRemoteName(remote) || typeof buildId !== 'string') return undefined;
  return { area: { remote, buildId }, remotes };
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
