/**
 * Stage 1, the inline script: the one script of a built page, inlined as the body's last element
 * (by `shell/inline-script-plugin.ts`), so it runs without a request of its own. Small, and nothing of
 * React or the federation runtime. It holds early input and starts the app (the federated entry) when
 * the page has painted and is idle, or at the first input. The entry's URL comes from the script tag
 * (`data-entry`, written at build time), so the entry's 35 KB never compete with the first paint.
 */
import { addAreaPreloads, hasAreaPreloads } from './area-preloads';
import { holdEarlyInput } from './early-input';
import { installShellPins } from './shell-pins';
import { startAppWhenNeeded } from './when-to-start';

const { entry: entryUrl, entryIntegrity } =
  document.currentScript instanceof HTMLScriptElement ? document.currentScript.dataset : {};

function loadEntry(): void {
  addAreaPreloads();
  if (!entryUrl) {
    console.error('[shell] The inline script names no entry (data-entry); the page stays as the server sent it.');
    return;
  }
  installShellPins(document, window);
  const script = document.createElement('script');
  // The entry's pin, from the page (a developer's override page has none: development code).
  if (entryIntegrity) script.integrity = entryIntegrity;
  script.src = entryUrl;
  document.head.append(script);
}

// Until the app is live, a click or key press on the server's HTML is held and replayed then.
holdEarlyInput(hasAreaPreloads(), startAppWhenNeeded(loadEntry));
