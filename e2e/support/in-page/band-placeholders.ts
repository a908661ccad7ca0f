/**
 * The home page's bands that skip their rendering out of view (content-visibility: auto): for each,
 * the height it holds until first rendered (its contain-intrinsic-size plus its padding), the height
 * it has once rendered, and whether it is skipped now (then its box is the placeholder). Run in the
 * page (Playwright's or Puppeteer's `evaluate`); it leaves the page as it was.
 */
export async function bandPlaceholders(): Promise<
  { name: string; placeholder: number; real: number; skipped: boolean; box: number }[]
> {
  const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  await frame();
  const bands = [...document.querySelectorAll('main section[aria-labelledby]')].filter(
    (band) => getComputedStyle(band).contentVisibility === 'auto',
  );
  const before = bands.map((band) => {
    const style = getComputedStyle(band);
    // "auto 812.5px": the length after the keyword that remembers a rendered band's size.
    const intrinsic = Number.parseFloat(style.containIntrinsicHeight.replace('auto', ''));
    const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
    return {
      name: band.getAttribute('aria-labelledby') ?? '',
      placeholder: intrinsic + padding,
      // The band itself is drawn; its content is what a skipped band leaves out.
      skipped: !(band.firstElementChild ?? band).checkVisibility({ contentVisibilityAuto: true }),
      box: band.getBoundingClientRect().height,
    };
  });
  const rendered = document.createElement('style');
  rendered.textContent = 'main section { content-visibility: visible !important; }';
  document.head.append(rendered);
  await frame();
  const real = bands.map((band) => band.getBoundingClientRect().height);
  rendered.remove();
  return before.map((band, index) => ({ ...band, real: real[index] ?? 0 }));
}
