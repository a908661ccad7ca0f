import { type Span, scrollClearOfBand } from './scroll-clear-of-band';

/** What a toast may not cover: every field and control of the page's content. */
const CONTROLS = 'input, textarea, select, button, a[href], [tabindex]:not([tabindex="-1"])';
/** Air between a toast and the controls above and below it: little, as on a phone a three-line toast
 * only just fits between two fields (94 px in a 105 px gap at 375 px). */
const BAND_MARGIN_PX = 4;
/** How long to wait for the toast: the shell loads its toaster with the first interaction. */
const TOAST_WAIT_FRAMES = 600;

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

/**
 * Moves the page, if need be, so that the toast showing `text` covers no field or control and the
 * focused `target` stands in view above it (issue 43): on a phone a form is taller than the screen,
 * so the band the toast rests in (bottom centre, above the chat button) is put between two fields.
 * Where the toast rests is read from the toaster (its container's bottom, the bar's size), not from
 * its entry animation. A screen too short for any such place keeps the target in view only.
 */
export async function keepClearOfToast(target: HTMLElement, text: string): Promise<void> {
  const bar = await toastShowing(text);
  const container = bar?.closest('[data-rht-toaster]');
  if (!bar || !container || !target.isConnected) return;
  const resting = container.getBoundingClientRect();
  const band = { top: resting.bottom - bar.offsetHeight - BAND_MARGIN_PX, bottom: resting.bottom + BAND_MARGIN_PX };
  const middle = (resting.left + resting.right) / 2;
  const [left, right] = [middle - bar.offsetWidth / 2, middle + bar.offsetWidth / 2];
  const { scrollY } = window;
  const onPage = (box: DOMRect): Span => ({ top: box.top + scrollY, bottom: box.bottom + scrollY });
  const controls = [...(target.closest('main') ?? document.body).querySelectorAll(CONTROLS)]
    .map((control) => control.getBoundingClientRect())
    .filter((box) => box.width > 1 && box.height > 1 && box.right > left && box.left < right)
    .map(onPage);
  const viewTop = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const scroll = scrollClearOfBand({
    controls,
    focus: onPage(target.getBoundingClientRect()),
    band,
    viewTop,
    current: scrollY,
    maxScroll: document.documentElement.scrollHeight - window.innerHeight,
  });
  if (scroll === null) target.scrollIntoView({ block: 'nearest' });
  else if (scroll !== scrollY) window.scrollTo({ top: scroll, behavior: 'instant' });
}
