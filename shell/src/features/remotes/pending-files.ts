/**
 * Removes a remote's script and stylesheet elements that are still loading. The federation runtime
 * and the remote's own chunk loader reuse an element already in the page for the same URL, so
 * after a hanging request a retry would wait on that same request; without the element it asks
 * again. Their loaders remove scripts once loaded, so any script left under the remote is pending.
 */
export function abandonPendingFiles(remoteBaseUrl: string): void {
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[src]')) {
    if (script.src.startsWith(remoteBaseUrl)) script.remove();
  }
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.href.startsWith(remoteBaseUrl) && link.sheet === null) link.remove();
  }
}
