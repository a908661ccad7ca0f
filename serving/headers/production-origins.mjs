// @ts-check
// Written by `pnpm config:hosting` from the app registry (shared/src/apps.mjs and every mf-*/remote.json).

/** The apps' production origins, shell first: what production's Content-Security-Policy admits. */
export const PRODUCTION_ORIGINS = Object.freeze([
  'https://www.codekade.nl',
  'https://codekade-home.web.app',
  'https://codekade-services.web.app',
  'https://codekade-projects.web.app',
  'https://codekade-about.web.app',
  'https://codekade-contact.web.app',
]);
