import type { Locator, Page } from '@playwright/test';
import { contactFormText } from 'mf-contact/content/contact-form';
import { contactForm, FAILURE, SUCCESS, visitorMessage } from '../support/contact-messages';
import { builtStoreOrigin, routeToRunStore } from '../support/contact-store';
import { notFoundRoute, publicRoutes } from '../support/routes';
import { expect, test } from '../support/site';

/** The review's findings on how the site looks, checked the way a visitor meets them (issue 33). */

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Once every animation of the page is over (the toast's entry), where things come to rest. */
const settled = (page: Page) =>
  page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))));

/** The toast bar around a toast's text (its role="status" element sits inside it). */
async function toastBox(toast: Locator): Promise<Box> {
  const box = await toast.evaluate((element) => {
    const bar = element.closest('[role="status"]')?.parentElement ?? element;
    return bar.getBoundingClientRect().toJSON() as Box;
  });
  return box;
}

/** Every text field a visitor can see on the page now, by name, with its box. */
const visibleFields = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
      .filter((field) => field.checkVisibility() && field.getBoundingClientRect().right > 0)
      .map((field) => ({ name: field.name, box: field.getBoundingClientRect().toJSON() as Box })),
  );

for (const width of [320, 375, 1280]) {
  test(`at ${width} px: toasts cover no field, and a sent message leaves a confirmation that stays`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 740 });
    await routeToRunStore(page);
    // The first send is lost on the way (no network): the failure toast, the form keeps every value.
    let sendsToLose = 1;
    await page.route(`${builtStoreOrigin}/**`, (route) => {
      if (route.request().method() !== 'POST' || sendsToLose === 0) return route.fallback();
      sendsToLose -= 1;
      return route.abort('internetdisconnected');
    });
    await page.goto('/contact');
    const { fields, submit } = contactForm(page);
    const { values } = visitorMessage();
    for (const [field, value] of Object.entries(values)) await fields[field as keyof typeof fields].fill(value);

    // Scrolled just far enough to see the send button at the bottom of the screen, where the toasts are.
    const toBottomEdge = () => submit.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    await toBottomEdge();
    await submit.click();
    const failure = page.getByRole('status').filter({ hasText: FAILURE });
    await expect(failure).toBeVisible();
    await settled(page);
    const failureBox = await toastBox(failure);
    const shownFields = await visibleFields(page);
    expect(shownFields.map((field) => field.name).sort()).toEqual(['email', 'message', 'name', 'phone']);
    expect(shownFields.filter((field) => overlaps(field.box, failureBox)).map((field) => field.name)).toEqual([]);

    await toBottomEdge();
    await submit.click();
    const success = page.getByRole('status').filter({ hasText: SUCCESS });
    await expect(success).toBeVisible();
    const confirmation = page.getByRole('status').filter({ hasText: contactFormText.sent.title });
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toContainText(contactFormText.sent.body(values.email));
    await settled(page);
    const successBox = await toastBox(success);
    expect((await visibleFields(page)).filter((field) => overlaps(field.box, successBox))).toEqual([]);
    const confirmationBox = await confirmation.boundingBox();
    expect(confirmationBox && overlaps(confirmationBox, successBox)).toBe(false);
    expect(confirmationBox && confirmationBox.y + confirmationBox.height).toBeLessThanOrEqual(successBox.y);

    // The toast goes (after the spec's 3.5 s); the confirmation stays.
    await expect(success).toBeHidden();
    await expect(confirmation).toBeVisible();
    await page.getByRole('button', { name: contactFormText.sent.sendAnother }).click();
    await expect(confirmation).toHaveCount(0);
    await expect(fields.name).toBeFocused();
    for (const field of Object.values(fields)) await expect(field).toHaveValue('');
  });
}

for (const width of [375, 1280]) {
  test(`at ${width} px every heading level has one size on every page, the home heading the display size`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    const sizes = new Map<string, Set<string>>();
    for (const route of [...publicRoutes, notFoundRoute]) {
      await page.goto(route.path);
      // Every heading a visitor sees (a visually hidden one is 1 px wide), card titles and the hero's tabs
      // included; the home hero's h1 is the site's display heading, a level of its own.
      const headings = await page.evaluate(() =>
        [...document.querySelectorAll('main :is(h1, h2, h3, h4, h5, h6)')]
          .filter((heading) => heading.getBoundingClientRect().width > 1)
          .map((heading) => ({
            level: heading.id === 'hero-title' ? 'display' : heading.tagName.toLowerCase(),
            size: getComputedStyle(heading).fontSize,
            text: heading.textContent?.trim().slice(0, 40) ?? '',
          })),
      );
      for (const { level, size, text } of headings) {
        const key = `${level} ${size}`;
        sizes.set(key, (sizes.get(key) ?? new Set()).add(`${route.path}: ${text}`));
      }
    }
    const levels = [...sizes.keys()].map((key) => key.split(' ')[0]);
    expect(levels).toContain('h1');
    expect(levels).toContain('h2');
    expect(levels).toContain('h3');
    const perLevel = Object.fromEntries(
      [...new Set(levels)].map((level) => [
        level,
        [...sizes.entries()]
          .filter(([key]) => key.startsWith(`${level} `))
          .map(([key, where]) => `${key} (${[...where][0]})`),
      ]),
    );
    for (const [level, found] of Object.entries(perLevel)) expect(found, `${level} sizes`).toHaveLength(1);
    // On a wide screen the display heading is larger than every page's title; on a phone it is one of them.
    const sizeOf = (level: string) => Number.parseFloat(perLevel[level]?.[0]?.split(' ')[1] ?? 'NaN');
    if (width >= 1100) expect(sizeOf('display')).toBeGreaterThan(sizeOf('h1') * 1.15);
    else expect(sizeOf('display')).toBe(sizeOf('h1'));
  });
}

/** Each content picture on the portfolio's pages: the width it is drawn at and the still it loaded. */
async function picturesAsShown(page: Page, path: string) {
  await page.goto(path);
  const pictures = page.locator('main img[srcset]');
  const count = await pictures.count();
  expect(count, `${path} has pictures with a srcset`).toBeGreaterThan(0);
  const shown = [];
  for (let index = 0; index < count; index += 1) {
    const picture = pictures.nth(index);
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeTruthy();
    shown.push(
      await picture.evaluate((image: HTMLImageElement) => {
        const box = image.getBoundingClientRect();
        // object-fit: cover draws the picture at the larger of the box's two scales.
        const drawnWidth = Math.max(box.width, (box.height * image.naturalWidth) / image.naturalHeight);
        // naturalWidth is scaled by the candidate's density; the file's own width is its `w` in the srcset.
        const candidate = image.srcset
          .split(',')
          .map((entry) => entry.trim().split(/\s+/))
          .find(([url]) => new URL(url ?? '', document.baseURI).href === image.currentSrc);
        return { src: image.currentSrc, natural: Number.parseInt(candidate?.[1] ?? '0', 10), drawnWidth };
      }),
    );
  }
  return shown;
}

const portfolioPaths = ['/projecten', '/projecten/webshops', '/projecten/websites/1'];

for (const screen of [
  { width: 375, height: 740, deviceScaleFactor: 3 },
  { width: 1280, height: 800, deviceScaleFactor: 2 },
]) {
  test.describe(`a ${screen.deviceScaleFactor}× screen ${screen.width} px wide`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height }, deviceScaleFactor: screen.deviceScaleFactor });
    // Posters stay until a video plays: with reduced motion they stay for good.
    test.use({ reducedMotion: 'reduce' });

    test('gets every portfolio picture at least as sharp as it is shown', async ({ page }) => {
      for (const path of portfolioPaths) {
        for (const picture of await picturesAsShown(page, path)) {
          expect(picture.natural, `${path} ${picture.src}`).toBeGreaterThanOrEqual(
            Math.floor(picture.drawnWidth * screen.deviceScaleFactor),
          );
        }
      }
    });
  });
}

test.describe('a 1× phone 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });

  test('loads the narrowest still, no heavier than before the 2× and 3× ones existed', async ({ page }) => {
    for (const path of portfolioPaths) {
      for (const picture of await picturesAsShown(page, path))
        expect(picture.natural, `${path} ${picture.src}`).toBe(640);
    }
  });
});
