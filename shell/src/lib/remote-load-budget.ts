/**
 * How long one page area may take to arrive, everything included: remotes.json, the manifest, the
 * remote entry and the exposed module. Past it the visitor gets the fallback and its retry instead
 * of a loading screen that may never end (a hanging manifest has no timeout of its own; a hanging
 * remote entry gives up only after about 24 s). A leaf module, so the browser specs read the same
 * number through the shell's package exports (`shell/remote-load-budget`).
 */
export const REMOTE_LOAD_BUDGET_MS = 8_000;
