/**
 * Where a developer's remote overrides can be found, in a module of its own: every page checks
 * these marks, and only a page that has one loads the override code (`active-overrides.ts`).
 */

/** Query parameter that points one remote at a local dev server: `?remoteOverride=mf_about=<manifest URL>`. */
export const OVERRIDE_PARAM = 'remoteOverride';
export const STORAGE_KEY = 'codekade:remote-overrides';
/**
 * The one cookie Firebase Hosting passes on to the composer (Cloud Run): it carries the overrides so
 * the live shell answers this browser with a policy that admits their origins (shell/server/override-session.ts).
 */
export const SESSION_COOKIE = '__session';
