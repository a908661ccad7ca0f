import { serviceBanners } from 'mf-home/content/hero';
import { expect, test } from '../support/site';

/**
 * The hero's pictures are drawn whole: at 1280 px, with every animation held at its turn (the float's
 * furthest point), no piece of the shown drawing reaches past the edge its container clips at (paint
 * containment cut the floating circles of tabs 1 and 3 flat at the bottom; issue 43).
 */
test('hero at 1280 px: the pictures of tabs 1 and 3 are not cut at their edge', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('section[aria-labelledby="hero-title"]');
  for (const index of [0, 2]) {
    const banner = serviceBanners[index];
    if (!banner) throw new Error(`No hero tab ${index + 1}.`);
    await hero.getByRole('tab', { name: banner.name }).click();
    await expect(hero.getByRole('tab', { name: banner.name })).toHaveAttribute('aria-selected', 'true');
    const cut = await hero.evaluate(async (section) => {
      const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      await frame();
      // Every endless motion at its half-way point, where the float reaches furthest out.
      for (const animation of document.getAnimations()) {
        const { duration } = animation.effect?.getTiming() ?? {};
        animation.pause();
        if (typeof duration === 'number') animation.currentTime = duration / 2;
      }
      await frame();
      // The shown drawing's layers (all of one viewBox), and the first box around them that clips.
      const layers = [...section.querySelectorAll('svg[viewBox]')].filter(
        (svg) =>
          svg.getAttribute('viewBox') !== '0 0 24 24' &&
          svg.querySelector('circle') !== null &&
          svg.checkVisibility({ visibilityProperty: true }),
      );
      let container = layers[0]?.parentElement ?? null;
      while (
        container &&
        !/paint|strict|content/.test(getComputedStyle(container).contain) &&
        getComputedStyle(container).overflow === 'visible'
      ) {
        container = container.parentElement;
      }
      if (layers.length === 0 || !container) return ['no picture'];
      // The container clips at its box grown by its overflow-clip-margin (paint containment).
      const box = container.getBoundingClientRect();
      const margin = Number.parseFloat(getComputedStyle(container).overflowClipMargin) || 0;
      return layers.flatMap((svg) =>
        [...svg.querySelectorAll('circle')]
          .map((circle) => circle.getBoundingClientRect())
          .filter((rect) => rect.bottom > box.bottom + margin + 0.5 || rect.right > box.right + margin + 0.5)
          .map(
            (rect) =>
              `circle to ${Math.round(rect.bottom)} / ${Math.round(rect.right)}, clipped at ${Math.round(box.bottom + margin)} / ${Math.round(box.right + margin)}`,
          ),
      );
    });
    expect(cut, `tab ${index + 1}`).toEqual([]);
  }
});
