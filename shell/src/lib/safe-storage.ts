/**
 * sessionStorage that never throws: what lasts for this browser tab's session at most (a developer's
 * remote overrides). A browser that blocks site data (privacy settings, a cross-site frame) throws a
 * SecurityError on merely reading `window.sessionStorage`; the site must then work as if nothing was
 * stored.
 */

let warned = false;

function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn('[shell] sessionStorage is not available (site data blocked?); continuing without it.', error);
}

function withStorage<T>(use: (storage: Storage) => T, fallback: T): T {
  try {
    return use(window.sessionStorage);
  } catch (error) {
    warnOnce(error);
    return fallback;
  }
}

export function readStored(key: string): string | null {
  return withStorage((storage) => storage.getItem(key), null);
}

/** Returns whether the value was stored. */
export function writeStored(key: string, value: string): boolean {
  return withStorage((storage) => {
    storage.setItem(key, value);
    return true;
  }, false);
}

export function removeStored(key: string): void {
  withStorage((storage) => storage.removeItem(key), undefined);
}
