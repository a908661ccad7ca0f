/**
 * The first script of a built page: small, and nothing of React or the federation runtime. It holds
 * early input and starts the app (the federated entry, `index.ts`) when the page has painted and is
 * idle, or at the first input. The entry's URL comes from the script tag (`data-entry`, written at
 * build time by `shell/boot-entry-plugin.ts`), so the entry's 35 KB never compete with the first paint.
 */
import { startAppWhenNeeded } from './lib/app-start';
import { addAreaPreloads, hasAreaPreloads } from './lib/area-preloads';
import { holdEarlyInput } from './lib/early-input';

const entryUrl = document.currentScript instanceof HTMLScriptElement ? document.currentScript.dataset.entry : undefined;

function loadEntry(): void {
  addAreaPreloads();
  if (!entryUrl) {
    console.error('[shell] The boot script names no entry (data-entry); the page stays as the server sent it.');
    return;
  }
  const script = document.createElement('script');
  script.src = entryUrl;
  document.head.append(script);
}

// Until the app is live, a click or key press on the server's HTML is held and replayed then.
holdEarlyInput(hasAreaPreloads(), startAppWhenNeeded(loadEntry));
