import { useEffect } from 'react';
import { whenIdleAfterLoad } from '../../lib/when-idle-after-load';
import { checkShellRelease, isNewerShellLive, shellCheckToWaitFor } from './shell-release';

/** A same-origin link a plain left click would follow inside this page. */
function followedLink(event: MouseEvent): HTMLAnchorElement | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return undefined;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return undefined;
  if (link.target && link.target !== '_self') return undefined;
  if (link.hasAttribute('download')) return undefined;
  return link;
}

function checkBeforeLink(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) void checkShellRelease();
}

/**
 * Runs before the router's own click handling (capture on the document): once a newer shell is
 * live, the click is left to the browser, a full page load of the new shell with its own files. A
 * click while a check it must wait for is under way (the page has no recent answer) waits for it,
 * then goes on one way or the other.
 */
function routeClick(event: MouseEvent): void {
  const link = followedLink(event);
  if (!link) return;
  if (isNewerShellLive()) {
    event.stopPropagation();
    return;
  }
  const pending = shellCheckToWaitFor();
  if (!pending) return;
  event.preventDefault();
  event.stopPropagation();
  void pending.then((newer) => {
    if (newer) window.location.assign(link.href);
    else link.click();
  });
}

function checkWhenVisible(): void {
  if (document.visibilityState === 'visible') void checkShellRelease();
}

/**
 * After a shell release, the next client-side navigation becomes a full page load, so the visitor gets
 * the new shell with its own files. The live release is read once the page is idle after its load,
 * when a link is hovered or focused and when the tab comes back, so the answer is there by the click.
 */
export function useShellReleaseWatch(): void {
  useEffect(() => {
    document.addEventListener('pointerover', checkBeforeLink, { passive: true });
    document.addEventListener('focusin', checkBeforeLink);
    document.addEventListener('click', routeClick, true);
    document.addEventListener('visibilitychange', checkWhenVisible);
    const cancelIdleCheck = whenIdleAfterLoad(() => void checkShellRelease());
    return () => {
      cancelIdleCheck();
      document.removeEventListener('pointerover', checkBeforeLink);
      document.removeEventListener('focusin', checkBeforeLink);
      document.removeEventListener('click', routeClick, true);
      document.removeEventListener('visibilitychange', checkWhenVisible);
    };
  }, []);
}
