import { FRAGMENT_SLOT_ATTRIBUTE, type FragmentSlotName } from '@codekade/shared/fragment-slots';
import { use, useEffect, useRef, useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router-dom';
import {
  claimComposedSlot,
  composedSlotHtml,
  forgetSlotWait,
  hasSlotSource,
  isWaitingForSlot,
  knownSlotContent,
  waitForSlot,
} from '../fragment-slot-content';

interface FragmentSlotProps {
  name: FragmentSlotName;
  /** The page's own look around the slot (a band's background), never the slot content's. */
  className?: string;
}

/**
 * A plain click on a link of the site inside the slot (a tap, or Enter on the focused link) navigates
 * in the app, as every internal link does; anything else is the browser's.
 */
function followSiteLinks(slot: HTMLElement, navigate: NavigateFunction) {
  return (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || !slot.contains(link)) return;
    if ((link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return;
    if (link.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${link.pathname}${link.search}${link.hash}`);
  };
}

/**
 * A place in this page that another remote fills (fragment-slots.ts), the contract's one component:
 * no page code, only where the slot is. Its content is links and pictures that need no code of
 * their own, so it is HTML: in the prerender an empty element the composer fills; hydrating, exactly
 * the HTML the composer wrote (React keeps HTML it is given as `dangerouslySetInnerHTML` and does
 * not compare it); rendered in the browser, the content fetched before, or the page waits for it up
 * to SLOT_WAIT_MS (a whole page, so nothing moves when it arrives) and then shows nothing in its place;
 * with nothing to fill it (no source: a remote on its own) it shows nothing at once.
 */
export function FragmentSlot({ name, className }: FragmentSlotProps) {
  const navigate = useNavigate();
  // Per mount: the composed HTML to hydrate, or content this page fetched before. A render that waited
  // keeps waiting on the same promise when React tries it again, as `use` requires.
  const [start] = useState(() =>
    isWaitingForSlot(name) ? undefined : (composedSlotHtml(name) ?? knownSlotContent(name)?.html),
  );
  const onServer = typeof document === 'undefined';
  const html = start ?? (onServer ? '' : hasSlotSource() ? use(waitForSlot(name))?.html : undefined);
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    claimComposedSlot(name);
    forgetSlotWait(name);
  }, [name]);
  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    const follow = followSiteLinks(element, navigate);
    element.addEventListener('click', follow);
    return () => element.removeEventListener('click', follow);
  }, [navigate]);
  if (html === undefined) return null;
  return (
    <div
      ref={slot}
      {...{ [FRAGMENT_SLOT_ATTRIBUTE]: name }}
      className={className}
      // The composer checked this HTML as it checks every fragment (shell/server/fragment-slots.ts).
      dangerouslySetInnerHTML={{ __html: html }}
      // Hydrating, React keeps this HTML as it is; only a development build would compare it with the server's.
      suppressHydrationWarning
    />
  );
}
