/**
 * Where a developer's remote overrides can be found, in a module of its own: every page checks
 * these marks, and only a page that has one loads the override code (`active-overrides.ts`).
 */

/** Query parameter that points one remote at a local dev server: `?remoteOverride=mf_about=<manifest URL>`. */
export const OVERRIDE_PARAM = 'remoteOverride';
/** This tab's overrides (sessionStorage: they end with the tab), each confirmed in the page and its manifest checked. */
export const STORAGE_KEY = 'codekade:remote-overrides';
/** Overrides of a link the person confirmed, kept for the page load that follows (it checks their manifests). */
export const CONFIRMED_KEY = 'codekade:remote-overrides:confirmed';
/** Set while a page loads again because its request lacked this tab's overrides (another tab changed the cookie). */
export const RESENT_KEY = 'codekade:remote-overrides:resent';
/**
 * The one cookie Firebase Hosting passes on to the composer (Cloud Run): it carries this browser's
 * confirmed overrides, for its session only (no Max-Age), so the live shell answers it with a policy
 * that admits their origins (shell/server/override-session.ts).
 */
export const SESSION_COOKIE = '__session';
