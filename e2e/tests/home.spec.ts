import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { showBelowTheFold } from '../support/below-the-fold';
import { expect, test } from '../support/site';

const heroTabs = [
  {
    name: 'Websites',
    title: 'Websites die voor je werken',
    link: 'Meer over webontwikkeling',
    href: '/diensten/webontwikkeling',
  },
  { name: 'Webshops', title: 'Webshops die verkopen', link: 'Meer over webshops', href: '/diensten/webshops' },
  { name: 'SEO', title: 'Gevonden worden in Google', link: 'Meer over SEO', href: '/diensten/seo' },
] as const;

const processSteps = [
  'Start nu',
  'Contact',
  'Doelen en wensen',
  'Design en UX/UI',
  'Ontwikkeling',
  'Testen',
  'Lancering',
  'Nazorg',
];

const main = (page: Page) => page.getByRole('main');
const section = (page: Page, name: string) => main(page).getByRole('region', { name });
const hero = (page: Page) => section(page, 'Innovatieve digitale oplossingen voor jouw bedrijf');

async function openHome(page: Page) {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Innovatieve digitale oplossingen voor jouw bedrijf' }),
  ).toBeVisible();
}

/** Follows a link on the home page like a visitor and checks where it leads. */
async function expectLinkLeadsTo(page: Page, name: string, path: string) {
  const link = main(page).getByRole('link', { name, exact: true });
  await expect(link).toHaveAttribute('href', path);
  await link.click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Oeps! Het lijkt erop dat de pagina die je zoekt niet bestaat.')).toHaveCount(0);
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
        heroTabs[0].title,
        'Welkom bij Codekade',
        'Waarom kiezen voor Codekade?',
        'Ons projectproces',
        'Wie we zijn',
        'Klaar om te beginnen?',
        'Wat klanten zeggen',
      ]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });

    test('hero tabs show each service with an illustration and a link to its service page', async ({ page }) => {
      await openHome(page);
      const tabs = hero(page).getByRole('tab');
      await expect(tabs).toHaveText(heroTabs.map((tab) => tab.name));
      await expect(hero(page).getByRole('tab', { name: 'Websites' })).toHaveAttribute('aria-selected', 'true');

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
      await tab('Websites').focus();
      await page.keyboard.press('ArrowRight');
      await expect(tab('Webshops')).toBeFocused();
      await expect(tab('Webshops')).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('End');
      await expect(tab('SEO')).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(tab('Websites')).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowLeft');
      await expect(tab('SEO')).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Home');
      await expect(tab('Websites')).toBeFocused();
      // Tab leaves the tab list for the panel's link: only the selected tab is in the tab order.
      await page.keyboard.press('Tab');
      await expect(hero(page).getByRole('button', { name: 'Automatisch wisselen pauzeren' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(hero(page).getByRole('link', { name: 'Meer over webontwikkeling' })).toBeFocused();
    });

    test('the hero advances every 5000 ms on its own', async ({ page }) => {
      await page.clock.install();
      await openHome(page);
      const selected = hero(page).getByRole('tab', { selected: true });
      await expect(selected).toHaveText('Websites');
      await page.clock.runFor(5000);
      await expect(selected).toHaveText('Webshops');
      await page.clock.runFor(5000);
      await expect(selected).toHaveText('SEO');
      await page.clock.runFor(5000);
      await expect(selected).toHaveText('Websites');
    });

    test('the hero holds still for a visitor who prefers reduced motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.install();
      await openHome(page);
      await page.clock.runFor(20000);
      await expect(hero(page).getByRole('tab', { selected: true })).toHaveText('Websites');
      await expect(hero(page).getByRole('button', { name: /Automatisch wisselen/ })).toHaveCount(0);
    });

    test('welcome, why-us and process sections show their texts and links', async ({ page }) => {
      await openHome(page);
      await expect(section(page, 'Welkom bij Codekade')).toBeVisible();
      await expect(section(page, 'Waarom kiezen voor Codekade?').getByRole('heading', { level: 3 })).toHaveText([
        'Maatwerk',
        'Kwaliteit en betrouwbaarheid',
        'Innovatieve technologie',
      ]);
      const process = section(page, 'Ons projectproces');
      await expect(process.getByRole('listitem')).toHaveCount(8);
      await expect(process.getByRole('heading', { level: 3 })).toHaveText(processSteps);

      await expectLinkLeadsTo(page, 'Ontdek onze diensten', '/diensten');
      await openHome(page);
      await expectLinkLeadsTo(page, 'Neem Contact Op', '/contact');
    });

    test('info tabs open Visie first and each links to the about page', async ({ page }) => {
      await openHome(page);
      const info = section(page, 'Wie we zijn');
      await showBelowTheFold(info);
      await expect(info.getByRole('tab')).toHaveText(['Visie', 'Aanpak', 'Toewijding']);
      await expect(info.getByRole('tab', { name: 'Visie' })).toHaveAttribute('aria-selected', 'true');
      await expect(info.getByRole('tabpanel')).toHaveCount(1);

      for (const name of ['Aanpak', 'Toewijding', 'Visie']) {
        await info.getByRole('tab', { name }).click();
        await expect(info.getByRole('tab', { selected: true })).toHaveText(name);
        await expect(info.getByRole('tabpanel')).toHaveCount(1);
        await expect(info.getByRole('link', { name: 'Meer informatie' })).toHaveAttribute('href', '/over-ons');
      }
      await info.getByRole('tab', { name: 'Visie' }).press('ArrowRight');
      await expect(info.getByRole('tab', { name: 'Aanpak' })).toBeFocused();
      await expect(info.getByRole('tab', { selected: true })).toHaveText('Aanpak');

      await expectLinkLeadsTo(page, 'Meer informatie', '/over-ons');
    });

    test('contact block offers phone, e-mail and the contact page', async ({ page }) => {
      await openHome(page);
      const contact = section(page, 'Klaar om te beginnen?');
      await expect(contact.getByRole('link', { name: /020 894 31 57/ })).toHaveAttribute('href', 'tel:+31208943157');
      await expect(contact.getByRole('link', { name: /hallo@codekade\.nl/ })).toHaveAttribute(
        'href',
        'mailto:hallo@codekade.nl',
      );
      await expectLinkLeadsTo(page, 'Bezoek onze contactpagina', '/contact');
    });

    test('review slider shows one review at a time, wraps both ways and has a dot per review', async ({ page }) => {
      await openHome(page);
      const reviews = section(page, 'Wat klanten zeggen');
      await showBelowTheFold(reviews);
      const current = reviews.getByRole('figure');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAccessibleName('Review 1 van 8');
      await expect(current.getByText('5 van 5 sterren')).toHaveCount(1);

      await reviews.getByRole('button', { name: 'Vorige review' }).click();
      await expect(current).toHaveAccessibleName('Review 8 van 8');
      await reviews.getByRole('button', { name: 'Volgende review' }).click();
      await expect(current).toHaveAccessibleName('Review 1 van 8');
      await reviews.getByRole('button', { name: 'Volgende review' }).click();
      await expect(current).toHaveAccessibleName('Review 2 van 8');

      const dots = reviews.getByRole('button', { name: /^Review \d van 8$/ });
      await expect(dots).toHaveCount(8);
      await reviews.getByRole('button', { name: 'Review 8 van 8' }).click();
      await expect(current).toHaveAccessibleName('Review 8 van 8');
      await expect(reviews.getByRole('button', { name: 'Review 8 van 8' })).toHaveAttribute('aria-current', 'true');
      await expect(reviews.locator('button[aria-current="true"]')).toHaveCount(1);
      await reviews.getByRole('button', { name: 'Volgende review' }).click();
      await expect(current).toHaveAccessibleName('Review 1 van 8');
      await expect(reviews.getByRole('button', { name: 'Review 1 van 8' })).toHaveAttribute('aria-current', 'true');
    });

    test('has no axe violations', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openHome(page);
      const results = await new AxeBuilder({ page }).include('main').analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
    });
  });
}
