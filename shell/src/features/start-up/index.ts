/**
 * The shell's browser start-up, in the order it runs on a built page:
 *
 * 1. `inline-script.ts`, the inline (boot) script: inlined into the first HTML as the body's last
 *    element (built as a bundle of its own, written into index.html by `shell/inline-script-plugin.ts`).
 *    Holds early input (`early-input.ts`, on `@codekade/shared/held-input`) and loads the federated
 *    entry when the page has painted and is idle, or at the first input (`when-to-start.ts`, which
 *    waits for the main picture, `main-picture.ts`); then the area's files go live (`area-preloads.ts`).
 * 2. `federated-entry.ts`, the federated entry: the async boundary Module Federation needs; loads
 *    React's DOM renderer, then the app and its start, each in a task of its own. `src/index.ts`, the
 *    entry file itself, names the app it starts.
 * 3. `app-start.tsx`, the app start: hydrates the composed page in place, or renders the plain
 *    document. The held input is replayed as the layout, then the area, say they are live.
 *
 * The development server has no inline script: it runs stage 2 at once.
 *
 * The federated entry imports this module before federation has negotiated the shared singletons:
 * nothing exported here may import react or @codekade/shared.
 */
export { AREA_PRELOADS_ID, INLINED_STYLE_ATTRIBUTE } from './area-preloads';
export { startFederatedApp } from './federated-entry';
