/** How long a remote's fragments may take before the composer serves the plain shell document instead. */
export const DEFAULT_FRAGMENT_BUDGET_MS = 300;
