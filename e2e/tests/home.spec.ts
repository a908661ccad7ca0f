import { siteConfig } from '@codekade/shared/site-config';
import type { Page } from '@playwright/test';
import { contactBlock } from 'mf-home/content/contact-block';
import { heroIntro, heroRotationLabels, serviceBanners } from 'mf-home/content/hero';
import { infoTabs, infoTabsIntro } from 'mf-home/content/info-tabs';
import { processIntro, processSteps } from 'mf-home/content/process-steps';
import { ratingLabel, reviews as reviewContent, reviewPositionLabel, reviewsIntro } from 'mf-home/content/reviews';
import { welcome } from 'mf-home/content/welcome';
import { whyUsIntro, whyUsPoints } from 'mf-home/content/why-us';
import { recentWork } from 'mf-projects/content/recent-work';
import { showBelowTheFold } from '../support/below-the-fold';
import { notFoundRoute } from '../support/routes';
import { expect, test } from '../support/site';

/** Three hero tabs, eight process steps and eight reviews: counts the product requires. */
const HERO_TAB_COUNT = 3;
const PROCESS_STEP_COUNT = 8;
const REVIEW_COUNT = 8;

const heroTabs = serviceBanners.map((banner) => ({
  name: banner.name,
  title: banner.title,
  link: banner.linkLabel,
  href: banner.link,
}));
const [websites, webshops, seo] = heroTabs as [HeroTab, HeroTab, HeroTab];
type HeroTab = (typeof heroTabs)[number];
const [vision, approach, commitment] = infoTabs.map((tab) => tab.title) as [string, string, string];
const position = (number: number) => reviewPositionLabel(number - 1, REVIEW_COUNT);

const main = (page: Page) => page.getByRole('main');
const section = (page: Page, name: string) => main(page).getByRole('region', { name });
const hero = (page: Page) => section(page, heroIntro.title);

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: heroIntro.title })).toBeVisible();
}

/** Follows a link on the home page like a visitor and checks where it leads. */
async function expectLinkLeadsTo(page: Page, name: string, path: string) {
  const link = main(page).getByRole('link', { name, exact: true });
  await expect(link).toHaveAttribute('href', path);
  await link.click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).not.toHaveTitle(notFoundRoute.title);
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`home page at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('has the home title and description and its sections in order', async ({ page }) => {
      await openHome(page);
      await expect(page).toHaveTitle('Codekade - Home');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        /innovatieve digitale oplossingen/i,
      );
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
        websites.title,
        welcome.title,
        whyUsIntro.title,
        // The projects' recent work, which their area puts into the home page (recent-work.spec.ts).
        recentWork.title,
        processIntro.title,
        infoTabsIntro.title,
        contactBlock.title,
        reviewsIntro.title,
      ]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });

    test('hero tabs show each service with an illustration and a link to its service page', async ({ page }) => {
      await openHome(page);
      const tabs = hero(page).getByRole('tab');
      expect(heroTabs).toHaveLength(HERO_TAB_COUNT);
      await expect(tabs).toHaveText(heroTabs.map((tab) => tab.name));
      await expect(hero(page).getByRole('tab', { name: websites.name })).toHaveAttribute('aria-selected', 'true');

      for (const tab of heroTabs) {
        await hero(page).getByRole('tab', { name: tab.name }).click();
        await expect(hero(page).getByRole('tab', { name: tab.name })).toHaveAttribute('aria-selected', 'true');
        const panel = hero(page).getByRole('tabpanel');
        await expect(panel.getByRole('heading', { level: 2 })).toHaveText(tab.title);
        await expect(panel.getByRole('link')).toHaveAttribute('href', tab.href);
        const picture = hero(page).getByRole('img');
        await expect(picture).toBeVisible();
        // A real drawing, not an empty box.
        expect(await picture.locator('rect, circle, path').count()).toBeGreaterThan(5);
      }
    });

    for (const tab of heroTabs) {
      test(`the ${tab.name} tab leads to ${tab.href}`, async ({ page }) => {
        await openHome(page);
        await hero(page).getByRole('tab', { name: tab.name }).click();
        await expectLinkLeadsTo(page, tab.link, tab.href);
      });
    }

    test('hero tabs work with the keyboard', async ({ page }) => {
      await openHome(page);
      const tab = (name: string) => hero(page).getByRole('tab', { name });
      await tab(websites.name).focus();
      await page.keyboard.press('ArrowRight');
      await expect(tab(webshops.name)).toBeFocused();
      await expect(tab(webshops.name)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('End');
      await expect(tab(seo.name)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(tab(websites.name)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowLeft');
      await expect(tab(seo.name)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Home');
      await expect(tab(websites.name)).toBeFocused();
      // Tab leaves the tab list for the panel's link: only the selected tab is in the tab order.
      await page.keyboard.press('Tab');
      await expect(hero(page).getByRole('button', { name: heroRotationLabels.pause })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(hero(page).getByRole('link', { name: websites.link })).toBeFocused();
    });

    test('the hero advances every 5000 ms on its own', async ({ page }) => {
      await page.clock.install();
      await openHome(page);
      const selected = hero(page).getByRole('tab', { selected: true });
      await expect(selected).toHaveText(websites.name);
      await page.clock.runFor(5000);
      await expect(selected).toHaveText(webshops.name);
      await page.clock.runFor(5000);
      await expect(selected).toHaveText(seo.name);
      await page.clock.runFor(5000);
      await expect(selected).toHaveText(websites.name);
    });

    test('the hero holds still for a visitor who prefers reduced motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.install();
      await openHome(page);
      await page.clock.runFor(20000);
      await expect(hero(page).getByRole('tab', { selected: true })).toHaveText(websites.name);
      await expect(hero(page).getByRole('button', { name: heroRotationLabels.pause })).toHaveCount(0);
    });

    test('welcome, why-us and process sections show their texts and links', async ({ page }) => {
      await openHome(page);
      await expect(section(page, welcome.title)).toBeVisible();
      await expect(section(page, whyUsIntro.title).getByRole('heading', { level: 3 })).toHaveText(
        whyUsPoints.map((point) => point.title),
      );
      const process = section(page, processIntro.title);
      await expect(process.getByRole('listitem')).toHaveCount(PROCESS_STEP_COUNT);
      await expect(process.getByRole('heading', { level: 3 })).toHaveText(processSteps.map((step) => step.title));

      await expectLinkLeadsTo(page, welcome.cta.label, welcome.cta.to);
      await openHome(page);
      await expectLinkLeadsTo(page, processIntro.cta.label, processIntro.cta.to);
    });

    test('info tabs open the first tab and each links to the about page', async ({ page }) => {
      await openHome(page);
      const info = section(page, infoTabsIntro.title);
      await showBelowTheFold(info);
      await expect(info.getByRole('tab')).toHaveText([vision, approach, commitment]);
      await expect(info.getByRole('tab', { name: vision })).toHaveAttribute('aria-selected', 'true');
      await expect(info.getByRole('tabpanel')).toHaveCount(1);
      // Switching tabs moves nothing below the section: it keeps one height.
      const height = () => info.evaluate((element) => element.getBoundingClientRect().height);
      const firstHeight = await height();

      for (const name of [approach, commitment, vision]) {
        await info.getByRole('tab', { name }).click();
        await expect(info.getByRole('tab', { selected: true })).toHaveText(name);
        await expect(info.getByRole('tabpanel')).toHaveCount(1);
        expect(await height(), `height with ${name} open`).toBe(firstHeight);
        await expect(info.getByRole('link', { name: infoTabsIntro.moreLabel })).toHaveAttribute(
          'href',
          infoTabsIntro.moreLink,
        );
      }
      await info.getByRole('tab', { name: vision }).press('ArrowRight');
      await expect(info.getByRole('tab', { name: approach })).toBeFocused();
      await expect(info.getByRole('tab', { selected: true })).toHaveText(approach);

      await expectLinkLeadsTo(page, infoTabsIntro.moreLabel, infoTabsIntro.moreLink);
    });

    test('contact block offers phone, e-mail and the contact page', async ({ page }) => {
      await openHome(page);
      const contact = section(page, contactBlock.title);
      await expect(contact.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute(
        'href',
        siteConfig.phone.href,
      );
      await expect(contact.getByRole('link', { name: siteConfig.email })).toHaveAttribute(
        'href',
        `mailto:${siteConfig.email}`,
      );
      await expectLinkLeadsTo(page, contactBlock.cta.label, contactBlock.cta.to);
    });

    test('review slider shows one review at a time, wraps both ways and has a dot per review', async ({ page }) => {
      await openHome(page);
      const reviews = section(page, reviewsIntro.title);
      await showBelowTheFold(reviews);
      const current = reviews.getByRole('figure');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAccessibleName(position(1));
      await expect(current.getByText(ratingLabel(reviewContent[0]?.rating ?? 0))).toHaveCount(1);

      await reviews.getByRole('button', { name: reviewsIntro.previousLabel }).click();
      await expect(current).toHaveAccessibleName(position(8));
      await reviews.getByRole('button', { name: reviewsIntro.nextLabel }).click();
      await expect(current).toHaveAccessibleName(position(1));
      await reviews.getByRole('button', { name: reviewsIntro.nextLabel }).click();
      await expect(current).toHaveAccessibleName(position(2));

      expect(reviewContent).toHaveLength(REVIEW_COUNT);
      for (let number = 1; number <= REVIEW_COUNT; number += 1) {
        await expect(reviews.getByRole('button', { name: position(number), exact: true })).toHaveCount(1);
      }
      await reviews.getByRole('button', { name: position(8) }).click();
      await expect(current).toHaveAccessibleName(position(8));
      await expect(reviews.getByRole('button', { name: position(8) })).toHaveAttribute('aria-current', 'true');
      await expect(reviews.locator('button[aria-current="true"]')).toHaveCount(1);
      await reviews.getByRole('button', { name: reviewsIntro.nextLabel }).click();
      await expect(current).toHaveAccessibleName(position(1));
      await expect(reviews.getByRole('button', { name: position(1) })).toHaveAttribute('aria-current', 'true');
    });

    // axe on the whole home page at 375 and 1280 px: every-route.spec.ts.
  });
}

for (const viewport of [
  { width: 320, height: 700 },
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the hero at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('keeps its pause button beside the tabs, and its height on every tab (each button follows its own text)', async ({
      page,
    }) => {
      await page.goto('/');
      const tabList = hero(page).getByRole('tablist');
      const pause = hero(page).getByRole('button', { name: heroRotationLabels.pause });
      const tabsBox = await tabList.boundingBox();
      const pauseBox = await pause.boundingBox();
      // On the tabs' line: its middle within the tab list's height.
      const pauseMiddle = (pauseBox?.y ?? 0) + (pauseBox?.height ?? 0) / 2;
      expect(pauseMiddle).toBeGreaterThan(tabsBox?.y ?? Number.POSITIVE_INFINITY);
      expect(pauseMiddle).toBeLessThan((tabsBox?.y ?? 0) + (tabsBox?.height ?? 0));
      await pause.click();
      // Nothing below the hero moves when a visitor switches tabs; each tab's button stands right
      // after its own text (reading-measure.spec), so a shorter text leaves its room below the button.
      const heroBottoms = new Set<number>();
      for (const banner of serviceBanners) {
        await tabList.getByRole('tab', { name: banner.name }).click();
        const link = hero(page).getByRole('tabpanel').getByRole('link', { name: banner.linkLabel });
        await expect(link).toBeVisible();
        // Where the button comes to rest, once the panel's entrance has played.
        await link.evaluate((element) =>
          Promise.all(
            (element.closest('[role="tabpanel"]')?.getAnimations({ subtree: true }) ?? []).map(
              (animation) => animation.finished,
            ),
          ),
        );
        const heroBox = await hero(page).boundingBox();
        heroBottoms.add(Math.round((heroBox?.y ?? 0) + (heroBox?.height ?? 0)));
        // A label that wraps stays centred in its button.
        expect(await link.evaluate((element) => getComputedStyle(element).textAlign)).toBe('center');
      }
      expect([...heroBottoms]).toHaveLength(1);
    });

    test('never shows two tabs selected: the tab a visitor leaves lets go at once', async ({ page }) => {
      await page.goto('/');
      const tabs = hero(page).getByRole('tablist').getByRole('tab');
      const [first, second] = [tabs.nth(0), tabs.nth(1)];
      await expect(first).toHaveAttribute('aria-selected', 'true');
      const unselected = await second.evaluate((element) => getComputedStyle(element).backgroundColor);
      await second.click();
      // Read in the same frame as the switch: the tab left behind already looks unselected.
      expect(await first.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(unselected);
    });
  });
}
