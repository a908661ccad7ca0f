import { openRendered } from '../support/rendered';
import { expect, test } from '../support/site';

test.use({ reducedMotion: 'reduce' });

test('with reduced motion the hero does not advance on its own', async ({ page }) => {
  await page.clock.install();
  await openRendered(page, '/');
  await page.clock.runFor(30_000);
  await expect(page.getByRole('tab', { selected: true }).first()).toHaveText('Websites');
});

test('with reduced motion no project video plays by itself', async ({ page }) => {
  for (const path of ['/projecten/websites', '/projecten/webshops', '/projecten/webshops/4']) {
    await openRendered(page, path);
    await page.waitForTimeout(500);
    const playing = await page
      .locator('video')
      .evaluateAll((videos) =>
        videos.filter((video) => !(video as HTMLVideoElement).paused || (video as HTMLVideoElement).autoplay),
      );
    expect(playing, `videos playing on ${path}`).toHaveLength(0);
  }
});

test('with reduced motion no page runs a long or endless animation', async ({ page }) => {
  for (const path of ['/', '/diensten', '/projecten', '/over-ons', '/contact']) {
    await openRendered(page, path);
    const moving = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .map((animation) => animation.effect?.getComputedTiming())
        .filter((timing) => timing && (timing.iterations === Number.POSITIVE_INFINITY || Number(timing.duration) > 100))
        .map((timing) => JSON.stringify(timing)),
    );
    expect(moving, `animations on ${path}`).toEqual([]);
  }
});
