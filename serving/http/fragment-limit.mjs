/**
 * How large one prerendered fragment file may be: the composer refuses a larger one (and serves the
 * plain document), and `pnpm check:remote` refuses a build with one before its release.
 */
export const FRAGMENT_LIMIT_BYTES = 1024 * 1024;
