import type { Page } from '@playwright/test';
import { loadServiceDetail } from 'mf-services/content/service-detail-loads';
import { serviceLabels } from 'mf-services/content/service-labels';
import type { ServiceName } from 'mf-services/content/service-names';
import { serviceNotFound } from 'mf-services/content/service-not-found';
import { findService } from 'mf-services/content/services';
import { expect, remotePorts, test, waitForHydration } from '../support/site';

/** Five services with these card counts: what the product requires. Titles and texts are content. */
const services = [
  { name: 'webontwikkeling', cards: 5 },
  { name: 'webshops', cards: 6 },
  { name: 'design', cards: 6 },
  { name: 'seo', cards: 6 },
  { name: 'support', cards: 5 },
] as const satisfies readonly { name: ServiceName; cards: number }[];

const titleOf = (name: ServiceName) => findService(name)?.title ?? name;
const moreInfoLink = (name: ServiceName) => `${serviceLabels.moreInfo} ${serviceLabels.moreInfoAbout(titleOf(name))}`;

test('the overview shows five services that link to their detail pages', async ({ page }) => {
  await page.goto('/diensten');
  await expect(page.getByRole('heading', { level: 1, name: serviceLabels.overviewTitle })).toBeVisible();
  await expect(page).toHaveTitle('Codekade - Diensten');

  const cards = page.getByRole('list', { name: serviceLabels.overviewListLabel }).getByRole('article');
  await expect(cards).toHaveCount(services.length);
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(services.map((service) => titleOf(service.name)));
  for (const service of services) {
    await expect(page.getByRole('link', { name: moreInfoLink(service.name) })).toHaveAttribute(
      'href',
      `/diensten/${service.name}`,
    );
  }
  for (const image of await cards.getByRole('img').all()) {
    await expect(image).toHaveAttribute('alt', /\S/);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  }

  await page.getByRole('link', { name: moreInfoLink('design') }).click();
  await expect(page).toHaveURL('/diensten/design');
  await expect(page.getByRole('heading', { level: 1, name: titleOf('design') })).toBeVisible();
});

for (const service of services) {
  test(`/diensten/${service.name} shows ${service.cards} service cards`, async ({ page }) => {
    await page.goto(`/diensten/${service.name}`);
    await expect(page.getByRole('heading', { level: 1, name: titleOf(service.name) })).toBeVisible();
    await expect(page).toHaveTitle(`Codekade - ${titleOf(service.name)}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Codekade/);

    const { cardsTitle } = await loadServiceDetail(service.name);
    const cards = page.getByRole('region', { name: cardsTitle }).getByRole('article');
    await expect(cards).toHaveCount(service.cards);
    // Cards describe the service; they are not links.
    await expect(cards.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: serviceLabels.contactButton })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
}

/** Console errors, hydration mismatches among them, from the moment the page is opened. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test("a service page's text, in a chunk of its own, hydrates the server's HTML in place", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/diensten/seo', { waitUntil: 'domcontentloaded' });
  // The server's heading, before the app starts (it starts once the page is idle).
  await page.evaluate(() => {
    (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('main h1');
  });
  await waitForHydration(page);
  const { cardsTitle, heroLead } = await loadServiceDetail('seo');
  await expect(page.getByText(heroLead)).toBeVisible();
  await expect(page.getByRole('region', { name: cardsTitle }).getByRole('article')).toHaveCount(6);
  // Hydrated in place: the very element the server sent, not a browser render that replaced it.
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { serverHeading: Element | null }).serverHeading === document.querySelector('main h1'),
    ),
  ).toBe(true);
  expect(errors).toEqual([]);
});

test('a tap from another area to a service page shows its text, without a page load', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByRole('banner').getByRole('link', { name: 'Diensten', exact: true }).click();
  await page.getByRole('link', { name: moreInfoLink('seo') }).click();
  await expect(page).toHaveURL('/diensten/seo');
  const { cardsTitle, heroLead } = await loadServiceDetail('seo');
  await expect(page.getByRole('heading', { level: 1, name: titleOf('seo') })).toBeVisible();
  await expect(page.getByText(heroLead)).toBeVisible();
  await expect(page.getByRole('region', { name: cardsTitle }).getByRole('article')).toHaveCount(6);
  await expect(page).toHaveTitle(`Codekade - ${titleOf('seo')}`);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('the call to action leads to the contact page', async ({ page }) => {
  await page.goto('/diensten/seo');
  await page.getByRole('main').getByRole('link', { name: serviceLabels.contactButton }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page).toHaveTitle('Codekade - Contact');
});

for (const alias of [
  { from: 'webshop', to: 'webshops' },
  { from: 'ux-ui', to: 'design' },
] as const) {
  test(`/diensten/${alias.from} is replaced by /diensten/${alias.to}`, async ({ page }) => {
    await page.goto('/diensten');
    await expect(page.getByRole('heading', { level: 1, name: serviceLabels.overviewTitle })).toBeVisible();

    await page.goto(`/diensten/${alias.from}`);
    await expect(page).toHaveURL(`/diensten/${alias.to}`);
    await expect(page.getByRole('heading', { level: 1, name: titleOf(alias.to) })).toBeVisible();
    await expect(page).toHaveTitle(`Codekade - ${titleOf(alias.to)}`);

    // The alias replaced its own history entry: Back returns to where the visitor came from.
    await page.goBack();
    await expect(page).toHaveURL('/diensten');
    await expect(page.getByRole('heading', { level: 1, name: serviceLabels.overviewTitle })).toBeVisible();
  });
}

test('an unknown service shows Service Not Found with a way back', async ({ page }) => {
  await page.goto('/diensten/blockchain');
  await expect(page.getByRole('heading', { level: 1, name: serviceNotFound.title })).toBeVisible();
  await expect(page).toHaveTitle(`Codekade - ${serviceNotFound.title}`);
  await expect(page.getByText(serviceNotFound.text)).toBeVisible();

  await page.getByRole('link', { name: serviceNotFound.backLabel }).click();
  await expect(page).toHaveURL('/diensten');
  await expect(page.getByRole('heading', { level: 1, name: serviceLabels.overviewTitle })).toBeVisible();
});

test('the services remote previews standalone on its own origin', async ({ page }) => {
  const origin = `http://localhost:${remotePorts.mf_services}`;
  await page.goto(`${origin}/diensten/seo`);
  await expect(page.getByRole('heading', { level: 1, name: titleOf('seo') })).toBeVisible();
  const { cardsTitle } = await loadServiceDetail('seo');
  await expect(page.getByRole('region', { name: cardsTitle }).getByRole('article')).toHaveCount(6);
  await expect(page).toHaveTitle(`Codekade - ${titleOf('seo')}`);

  await page.goto(`${origin}/diensten/ux-ui`);
  await expect(page).toHaveURL(`${origin}/diensten/design`);
  await expect(page.getByRole('heading', { level: 1, name: titleOf('design') })).toBeVisible();
});
