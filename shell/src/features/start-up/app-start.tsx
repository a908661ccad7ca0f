/**
 * Stage 3, the app start: hydrates the composed page in place, or renders the plain shell document.
 * Loaded by the federated entry once React's DOM renderer is there, beside the app it starts.
 */
import '@codekade/shared/styles/base.css';
// The brand typeface, served by the shell alone (built by shell/brand-font.ts).
import '../../styles/generated/brand-font.css';
import { canonicalPath } from '@codekade/shared/addresses';
import { setMissingFileHandler } from '@codekade/shared/release-recovery';
import { type ComponentType, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { compositionData } from '../../lib/composition-data';
import { loadPageAreas } from '../../lib/site-areas';
import { provideFragmentSlots, recoverMissingFile } from '../remotes';

/**
 * An error thrown while a boundary hydrates (a remote that cannot load) reaches its error boundary,
 * which shows the fallback and reports it; only a real mismatch between server and browser is news.
 */
function reportHydrationProblem(error: unknown): void {
  if (error instanceof Error && error.cause !== undefined) return;
  console.error('[shell] The server HTML did not match the browser render; React rendered it afresh.', error);
}

/** Starts the shell's `App` on the page: hydrates a composed page in place, renders the plain document. */
export function mountApp(App: ComponentType): void {
  // A remote's part whose file is gone after a release asks the shell for the remote's live release.
  setMissingFileHandler(recoverMissingFile);
  // A page rendered here that shows another remote's fragment slot asks the composer for it.
  provideFragmentSlots();

  // The composer answers any other form of an address with a 301; the plain document (or a dev server)
  // may not, so the router starts at the canonical address too and both sides always agree.
  const canonical = canonicalPath(window.location.pathname);
  if (canonical !== window.location.pathname) {
    window.history.replaceState(
      window.history.state,
      '',
      `${canonical}${window.location.search}${window.location.hash}`,
    );
  }

  const container = document.getElementById('root');
  if (!container) throw new Error('The shell document has no #root element.');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A composed page already shows its content: hydrate it in place. As a transition, hydration yields to
  // the browser between components instead of blocking a phone's main thread for the whole page; a
  // visitor's input still hydrates the part they touch first. The plain shell document renders here.
  if (compositionData()) {
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: reportHydrationProblem });
    });
    return;
  }
  // The plain document learns the site's areas first (one request, as remotes.json was), so its
  // first render has the menus and routes; a document that cannot be read renders without areas.
  const root = createRoot(container);
  void loadPageAreas().then(() => root.render(app));
}
