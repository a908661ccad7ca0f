import { type Span, scrollClearOfBand } from './scroll-clear-of-band';

/** What a toast may not cover: every field and control of the page's content, every label... */
const CONTROLS = 'label, input, textarea, select, button, a[href], [tabindex]:not([tabindex="-1"])';
/** ...and every error text (what a field's aria-describedby names). */
const DESCRIBED = '[aria-describedby]';
/** Air between a toast and the parts above and below it. */
const BAND_MARGIN_PX = 4;
/** How long to wait for the toast: the shell loads its toaster with the first interaction. */
const TOAST_WAIT_FRAMES = 600;

/** The two places an error toast can take: the toaster's own (bottom centre), or under the header. */
export type ToastPlace = 'bottom-center' | 'top-center';

const nextFrame = () => new Promise((done) => requestAnimationFrame(done));

/** The toast showing `text`, once the shell's toaster has drawn it. */
async function toastShowing(text: string): Promise<HTMLElement | null> {
  for (let frame = 0; frame < TOAST_WAIT_FRAMES; frame += 1) {
    const statuses = document.querySelectorAll<HTMLElement>('[data-rht-toaster] [role="status"]');
    const bar = [...statuses].find((status) => status.textContent?.includes(text))?.parentElement;
    if (bar) return bar;
    await nextFrame();
  }
  return null;
}

/** A length token in px, as the page resolves it now. */
function tokenPx(token: string): number {
  const probe = document.createElement('div');
  probe.style.cssText = `position:fixed;visibility:hidden;height:var(${token})`;
  document.body.append(probe);
  const px = probe.offsetHeight;
  probe.remove();
  return px;
}

/** Boxes of the elements an element's aria-describedby names (a field's error text). */
function describedBy(element: Element): Element[] {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.flatMap((id) => document.getElementById(id) ?? []);
}

const onPage = (box: DOMRect): Span => ({ top: box.top + window.scrollY, bottom: box.bottom + window.scrollY });

/** The focused field with its label and error text, in page coordinates. */
function fieldSpan(target: HTMLElement): Span {
  const labels = 'labels' in target ? [...((target as HTMLInputElement).labels ?? [])] : [];
  const boxes = [target, ...labels, ...describedBy(target)].map((part) => onPage(part.getBoundingClientRect()));
  return { top: Math.min(...boxes.map((box) => box.top)), bottom: Math.max(...boxes.map((box) => box.bottom)) };
}

/** Every label, error text, field and control of the content that meets the columns left..right. */
function partsBetween(target: HTMLElement, left: number, right: number): Span[] {
  const root = target.closest('main') ?? document.body;
  const parts = [...root.querySelectorAll(CONTROLS), ...[...root.querySelectorAll(DESCRIBED)].flatMap(describedBy)];
  return parts
    .map((part) => part.getBoundingClientRect())
    .filter((box) => box.width > 1 && box.height > 1 && box.right > left && box.left < right)
    .map(onPage);
}

/** The toast's band for `place` and the window lines left for the focused field beside it. */
function bandAndView(place: ToastPlace, barHeight: number) {
  const headerLine = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  if (place === 'top-center') {
    const top = tokenPx('--toast-top');
    const band = { top: top - BAND_MARGIN_PX, bottom: top + barHeight + BAND_MARGIN_PX };
    return { band, view: { top: band.bottom, bottom: window.innerHeight - tokenPx('--toast-offset') } };
  }
  const bottom = window.innerHeight - tokenPx('--toast-offset');
  const band = { top: bottom - barHeight - BAND_MARGIN_PX, bottom: bottom + BAND_MARGIN_PX };
  return { band, view: { top: headerLine, bottom: band.top } };
}

function clearScroll(target: HTMLElement, place: ToastPlace, bar: { height: number; left: number; right: number }) {
  const { band, view } = bandAndView(place, bar.height);
  return scrollClearOfBand({
    controls: partsBetween(target, bar.left, bar.right),
    focus: fieldSpan(target),
    band,
    view,
    current: window.scrollY,
    maxScroll: document.documentElement.scrollHeight - window.innerHeight,
  });
}

/**
 * Where a toast about `target` goes before it is drawn: at the bottom (the toaster's place) when some
 * scroll position keeps the field, its label and error in view and no label, error text, field or
 * control under a toast of the tallest size there; otherwise at the top, under the header (on a phone
 * a form is taller than the screen and its parts lie closer together than a toast is high, but above
 * the first field there is the form's heading).
 */
export function toastPlaceFor(target: HTMLElement): ToastPlace {
  const width = Math.min(window.innerWidth, 26 * 16);
  const bar = {
    height: tokenPx('--toast-tallest'),
    left: (window.innerWidth - width) / 2,
    right: (window.innerWidth + width) / 2,
  };
  return clearScroll(target, 'bottom-center', bar) === null ? 'top-center' : 'bottom-center';
}

/**
 * Moves the page, if need be, so that the toast showing `text` (at `place`) covers no label, error
 * text, field or control and the focused `target` stands in view beside it, with its label below the
 * header (issues 43 and 51). Where the toast rests is read from the toaster (the bar's size), not from
 * its entry animation. A screen too short for any such place keeps the field in view only.
 */
export async function keepClearOfToast(target: HTMLElement, text: string, place: ToastPlace): Promise<void> {
  const shown = await toastShowing(text);
  const container = shown?.closest('[data-rht-toaster]');
  if (!shown || !container || !target.isConnected) return;
  const resting = container.getBoundingClientRect();
  const middle = (resting.left + resting.right) / 2;
  const bar = {
    height: shown.offsetHeight,
    left: middle - shown.offsetWidth / 2,
    right: middle + shown.offsetWidth / 2,
  };
  const scroll = clearScroll(target, place, bar);
  if (scroll === null) target.scrollIntoView({ block: 'nearest' });
  else if (scroll !== window.scrollY) window.scrollTo({ top: scroll, behavior: 'instant' });
}
