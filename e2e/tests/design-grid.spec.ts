import type { Locator, Page } from '@playwright/test';
import { contactFormText } from 'mf-contact/content/contact-form';
import { projectsPage } from 'mf-projects/content/projects-page';
import { contactWidgetText, mobileMenuText } from 'shell/content/layout-texts';
import { notFoundRoute } from '../support/routes';
import { expect, test } from '../support/site';

/** Left edges of a grid's items, grouped per row (by top edge), and the grid's own box. */
async function gridRows(page: Page, selector: string) {
  return page.locator(selector).evaluate((grid) => {
    const box = grid.getBoundingClientRect();
    const rows = new Map<number, { left: number; right: number }[]>();
    for (const item of grid.children) {
      const rect = item.getBoundingClientRect();
      const top = Math.round(rect.top);
      rows.set(top, [...(rows.get(top) ?? []), { left: rect.left, right: rect.right }]);
    }
    return { left: box.left, right: box.right, rows: [...rows.values()] };
  });
}

test.describe('odd last rows are centred in every grid', () => {
  const grids = [
    { path: '/projecten/websites', selector: 'main [data-grid]' },
    { path: '/diensten', selector: 'main [data-grid]' },
    { path: '/diensten/webontwikkeling', selector: 'main [data-grid]' },
    { path: '/diensten/support', selector: 'main [data-grid]' },
    { path: '/projecten', selector: '#webstores [data-grid]' },
  ];
  for (const { path, selector } of grids) {
    test(`${path}: the last row sits in the middle`, async ({ page }) => {
      await page.goto(path);
      const { left, right, rows } = await gridRows(page, selector);
      const last = rows.at(-1) ?? [];
      const leftSpace = (last[0]?.left ?? 0) - left;
      const rightSpace = right - (last.at(-1)?.right ?? 0);
      expect(Math.abs(leftSpace - rightSpace)).toBeLessThanOrEqual(2);
    });
  }
});

test('service cards: the rule above each feature list is at one height across a row', async ({ page }) => {
  await page.goto('/diensten/webontwikkeling');
  const ruleTops = await page.locator('main [data-grid] > article ul').evaluateAll((lists) =>
    lists.map((list) => ({
      card: Math.round(list.closest('article')?.getBoundingClientRect().top ?? 0),
      rule: list.getBoundingClientRect().top,
    })),
  );
  const rows = new Map<number, typeof ruleTops>();
  for (const entry of ruleTops) rows.set(entry.card, [...(rows.get(entry.card) ?? []), entry]);
  expect(rows.size).toBeGreaterThan(1);
  for (const row of rows.values()) {
    const tops = row.map((entry) => entry.rule);
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(1);
  }
});

test('home: the footer follows the last section without a white band', async ({ page }) => {
  await page.goto('/');
  const gap = await page.evaluate(() => {
    const sections = document.querySelectorAll('main section');
    const last = sections[sections.length - 1];
    const footer = document.querySelector('footer');
    return (footer?.getBoundingClientRect().top ?? 0) - (last?.getBoundingClientRect().bottom ?? 0);
  });
  expect(Math.abs(gap)).toBeLessThanOrEqual(1);
});

/**
 * Whatever the resting toast `toast` covers on the screen: header, chat button, the focused element,
 * and any label, error text, field or control of the page's content. Measured where the visitor sees
 * the toast once its entry animation has ended.
 */
async function coveredByToast(toast: Locator) {
  return toast.evaluate(async (status: HTMLElement) => {
    const bar = status.parentElement ?? status;
    await Promise.all(bar.getAnimations({ subtree: true }).map((animation) => animation.finished));
    const box = bar.getBoundingClientRect();
    const meets = (rect: DOMRect) =>
      rect.width > 1 &&
      rect.height > 1 &&
      rect.right > box.left &&
      rect.left < box.right &&
      rect.bottom > box.top &&
      rect.top < box.bottom;
    const named = (element: Element) => (element.getAttribute('name') ?? element.textContent ?? element.tagName).trim();
    const errorTexts = [...document.querySelectorAll('main [aria-describedby]')].flatMap((field) =>
      (field.getAttribute('aria-describedby') ?? '').split(/\s+/).flatMap((id) => document.getElementById(id) ?? []),
    );
    const parts = [
      ...document.querySelectorAll('header, button[aria-controls="contact-widget-options"]'),
      ...document.querySelectorAll('main :is(label, input, textarea, select, button, a[href])'),
      ...errorTexts,
      ...(document.activeElement ? [document.activeElement] : []),
    ];
    return parts.filter((part) => meets(part.getBoundingClientRect())).map(named);
  });
}

/** Whether the focused field's label stands in view, below the sticky header. */
const focusedLabelBelowHeader = (page: Page) =>
  page.evaluate(() => {
    const field = document.activeElement as HTMLInputElement | null;
    const label = field?.labels?.[0]?.getBoundingClientRect();
    const header = document.querySelector('header')?.getBoundingClientRect();
    return Boolean(label && header && label.top >= header.bottom && label.bottom <= window.innerHeight);
  });

test.describe('toasts', () => {
  for (const { width, height } of [
    { width: 320, height: 568 },
    { width: 375, height: 667 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${width} px both error toasts share one style and cover no label, error text, field, control, header or chat button; the focused field's label stands below the header`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/contact');
      const form = page.getByRole('form').or(page.locator('main form')).first();
      await form.getByRole('button', { name: contactFormText.submit }).click();
      const missing = page.getByRole('status').filter({ hasText: contactFormText.toasts.missingRequired });
      await expect(missing).toBeVisible();
      await expect(page.getByLabel(contactFormText.labels.name)).toBeFocused();
      const style = (locator: typeof missing) =>
        locator.evaluate((element) => {
          const toast = element.closest('[role="status"]')?.parentElement ?? element;
          const css = getComputedStyle(toast);
          return [css.backgroundColor, css.borderLeftColor, css.borderRadius, css.padding, css.boxShadow].join(' | ');
        });
      const missingStyle = await style(missing);
      await expect.poll(() => coveredByToast(missing)).toEqual([]);
      expect(await focusedLabelBelowHeader(page)).toBe(true);

      // An invalid e-mail address: the other error toast, about a field further down.
      await page.getByLabel(contactFormText.labels.name).fill('Test');
      await page.getByLabel(contactFormText.labels.email).fill('a@b');
      await page.getByLabel(contactFormText.labels.message).fill('Hallo');
      await page.getByLabel(contactFormText.labels.email).evaluate((input) => input.setAttribute('type', 'text'));
      await form.getByRole('button', { name: contactFormText.submit }).click();
      const invalid = page.getByRole('status').filter({ hasNotText: contactFormText.toasts.missingRequired });
      await expect(invalid).toBeVisible();
      await expect(page.getByLabel(contactFormText.labels.email)).toBeFocused();
      expect(await style(invalid)).toBe(missingStyle);
      await expect.poll(() => coveredByToast(invalid)).toEqual([]);
      expect(await focusedLabelBelowHeader(page)).toBe(true);
    });
  }
});

test('mobile: the open menu covers the chat button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/over-ons');
  await page.getByRole('button', { name: mobileMenuText.open }).click();
  const menu = page.getByRole('navigation', { name: mobileMenuText.navLabel });
  await expect(menu).toBeVisible();
  const chat = await page.getByRole('button', { name: contactWidgetText.open }).boundingBox();
  const onTop = await page.evaluate(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('header')), {
    x: (chat?.x ?? 0) + (chat?.width ?? 0) / 2,
    y: (chat?.y ?? 0) + (chat?.height ?? 0) / 2,
  });
  expect(onTop).toBe(true);
});

test("one not-found design for unknown pages, services and projects, with the site's drawing", async ({ page }) => {
  const looks: string[] = [];
  for (const path of [notFoundRoute.path, '/diensten/bestaat-niet', '/projecten/websites/99']) {
    await page.goto(path);
    const page404 = page.locator('main [data-not-found]');
    await expect(page404).toHaveCount(1);
    looks.push(
      await page404.evaluate((element) => {
        const heading = element.querySelector('h1');
        const css = getComputedStyle(element);
        const headingCss = heading ? getComputedStyle(heading) : css;
        // The canal houses with the empty plot, drawn above the heading at a size a visitor sees.
        const drawing = element.querySelector('svg')?.getBoundingClientRect();
        const headingTop = heading?.getBoundingClientRect().top ?? Number.NaN;
        const drawn = Boolean(drawing && drawing.width >= 300 && drawing.bottom <= headingTop);
        return [element.className, css.textAlign, headingCss.fontSize, headingCss.color, `drawing ${drawn}`].join(
          ' | ',
        );
      }),
    );
  }
  expect(new Set(looks).size).toBe(1);
  expect(looks[0]).toContain('drawing true');
});

test('/projecten at 1280 px: at load the cards fill the column under the box, with no empty sidebar gutter', async ({
  page,
}) => {
  await page.goto('/projecten');
  const box = await page.getByRole('link', { name: projectsPage.showcase.links[0].label }).evaluate((link) => {
    const strip = link.closest('[data-container] > *');
    const rect = (strip ?? link).getBoundingClientRect();
    return { left: rect.left, right: rect.right };
  });
  const grid = await page.locator('#websites [data-grid]').boundingBox();
  expect(Math.abs((grid?.x ?? 0) - box.left)).toBeLessThanOrEqual(2);
  expect(Math.abs((grid?.x ?? 0) + (grid?.width ?? 0) - box.right)).toBeLessThanOrEqual(2);
});

test("a video card: the clip runs into the card's corners, with no rounded notch of its own", async ({ page }) => {
  await page.goto('/projecten/webshops');
  const card = page.locator('[data-grid] > *').first();
  const corners = await card.locator('video').evaluate((video) => {
    const frame = video.parentElement as HTMLElement;
    const cardBox = frame.parentElement?.getBoundingClientRect();
    const frameBox = frame.getBoundingClientRect();
    return {
      radius: getComputedStyle(frame).borderBottomLeftRadius,
      insetLeft: frameBox.left - (cardBox?.left ?? Number.NaN),
      insetRight: (cardBox?.right ?? Number.NaN) - frameBox.right,
    };
  });
  expect(corners.radius).toBe('0px');
  // Only the card's 1 px border lies between the clip and the card's edge.
  expect(corners.insetLeft).toBeLessThanOrEqual(1);
  expect(corners.insetRight).toBeLessThanOrEqual(1);
});
