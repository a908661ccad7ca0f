// @ts-check
/**
 * The discovery document's format and address, for the TypeScript apps and the Node scripts alike
 * (its reader is `discovery.ts`; docs/discovery.md).
 */

/** The document's format; a document of another format is refused whole. */
export const DISCOVERY_FORMAT = 'codekade-discovery/1';

/** Where the shell's site serves the document (the composer reads it, the plain shell document fetches it). */
export const DISCOVERY_PATH = '/discovery.json';

/**
 * The largest discovery document the composer takes, from its own Hosting site in production and
 * from the local hosting alike (far above what DISCOVERY_LIMITS lets through); a larger one is
 * refused whole and the last good one stays.
 */
export const DISCOVERY_SIZE_LIMIT_BYTES = 256 * 1024;

/** Each remote's declaration of its area and menu entries, in its folder. */
export const AREA_DECLARATION_FILE = 'area.json';
