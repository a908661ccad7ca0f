/**
 * Stage 2, the federated entry: the script the inline script loads (rsbuild's `index` entry, which only
 * names the app: `src/index.ts`). Nothing here imports a shared module: federation must negotiate the
 * shared singletons before any of them is used, so each stage below loads its code with `import()`
 * (the async boundary Module Federation needs). The development server loads this entry at once,
 * with nothing composed to wait for.
 */

import { nextTask } from '@codekade/shared/next-task';
import type { ComponentType } from 'react';
import { startMeasurements } from '../measurements';

/** Loads the shell's app: its root component and, with it, every module it renders. */
export type AppLoader = () => Promise<{ App: ComponentType }>;

/**
 * The app starts in stages, each in a task of its own: React's DOM renderer, then the shell's app
 * code, then hydration (itself a transition that yields between components). Federation negotiates
 * each stage's shared modules as it loads, so that work is split the same way, and no stage holds a
 * phone's main thread long enough to delay a tap.
 */
async function startInStages(loadApp: AppLoader): Promise<void> {
  startMeasurements();
  await import('react-dom/client');
  await nextTask();
  // One chunk with the app (`webpackChunkName` "app", as `loadApp`'s import in src/index.ts names it):
  // apart, the modules both use would be copied into two chunks, and their CSS into every page.
  const [{ mountApp }, { App }] = await Promise.all([import(/* webpackChunkName: "app" */ './app-start'), loadApp()]);
  await nextTask();
  mountApp(App);
}

/**
 * Starts the app `loadApp` brings. In a task of its own: the federation runtime's start (the entry
 * script) and the app's are two shorter tasks on a phone's main thread instead of one long one.
 */
export function startFederatedApp(loadApp: AppLoader): void {
  setTimeout(() => {
    // A chunk that does not load (a network error, or bytes that are not their pin: never run) leaves
    // the page as the server sent it, its links working.
    startInStages(loadApp).catch((error: unknown) => {
      console.error('[shell] The app did not start; the page stays as the server sent it (links still work).', error);
    });
  }, 0);
}
