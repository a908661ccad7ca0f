import { expect, remotePorts, test } from '../support/site';

const services = [
  { name: 'webontwikkeling', title: 'Webontwikkeling', cardsTitle: 'Wat we bouwen', cards: 5 },
  { name: 'webshops', title: 'Webshops', cardsTitle: 'Wat we voor je webshop doen', cards: 6 },
  { name: 'design', title: 'UI/UX Design', cardsTitle: 'Zo ontwerpen we', cards: 6 },
  { name: 'seo', title: 'SEO & Performance', cardsTitle: 'Onze SEO-diensten', cards: 6 },
  { name: 'support', title: 'Onderhoud en Support', cardsTitle: 'Wat ons onderhoud inhoudt', cards: 5 },
] as const;

test('the overview shows five services that link to their detail pages', async ({ page }) => {
  await page.goto('/diensten');
  await expect(page.getByRole('heading', { level: 1, name: 'Onze diensten' })).toBeVisible();
  await expect(page).toHaveTitle('Codekade - Diensten');

  const cards = page.getByRole('list', { name: 'Alle diensten' }).getByRole('article');
  await expect(cards).toHaveCount(5);
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(services.map((service) => service.title));
  for (const service of services) {
    await expect(page.getByRole('link', { name: `Meer informatie over ${service.title}` })).toHaveAttribute(
      'href',
      `/diensten/${service.name}`,
    );
  }
  for (const image of await cards.getByRole('img').all()) {
    await expect(image).toHaveAttribute('alt', /\S/);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  }

  await page.getByRole('link', { name: 'Meer informatie over UI/UX Design' }).click();
  await expect(page).toHaveURL('/diensten/design');
  await expect(page.getByRole('heading', { level: 1, name: 'UI/UX Design' })).toBeVisible();
});

for (const service of services) {
  test(`/diensten/${service.name} shows ${service.cards} service cards`, async ({ page }) => {
    await page.goto(`/diensten/${service.name}`);
    await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
    await expect(page).toHaveTitle(`Codekade - ${service.title}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Codekade/);

    const cards = page.getByRole('region', { name: service.cardsTitle }).getByRole('article');
    await expect(cards).toHaveCount(service.cards);
    // Cards describe the service; they are not links.
    await expect(cards.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Neem contact op' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
}

test('the call to action leads to the contact page', async ({ page }) => {
  await page.goto('/diensten/seo');
  await page.getByRole('main').getByRole('link', { name: 'Neem contact op' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page).toHaveTitle('Codekade - Contact');
});

for (const alias of [
  { from: 'webshop', to: 'webshops', title: 'Webshops' },
  { from: 'ux-ui', to: 'design', title: 'UI/UX Design' },
]) {
  test(`/diensten/${alias.from} is replaced by /diensten/${alias.to}`, async ({ page }) => {
    await page.goto('/diensten');
    await expect(page.getByRole('heading', { level: 1, name: 'Onze diensten' })).toBeVisible();

    await page.goto(`/diensten/${alias.from}`);
    await expect(page).toHaveURL(`/diensten/${alias.to}`);
    await expect(page.getByRole('heading', { level: 1, name: alias.title })).toBeVisible();
    await expect(page).toHaveTitle(`Codekade - ${alias.title}`);

    // The alias replaced its own history entry: Back returns to where the visitor came from.
    await page.goBack();
    await expect(page).toHaveURL('/diensten');
    await expect(page.getByRole('heading', { level: 1, name: 'Onze diensten' })).toBeVisible();
  });
}

test('an unknown service shows Service Not Found with a way back', async ({ page }) => {
  await page.goto('/diensten/blockchain');
  await expect(page.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Codekade - Service Not Found');
  await expect(page.getByText('Deze dienst bestaat niet (meer).')).toBeVisible();

  await page.getByRole('link', { name: 'Bekijk alle diensten' }).click();
  await expect(page).toHaveURL('/diensten');
  await expect(page.getByRole('heading', { level: 1, name: 'Onze diensten' })).toBeVisible();
});

test('the services remote previews standalone on its own origin', async ({ page }) => {
  const origin = `http://localhost:${remotePorts.mf_services}`;
  await page.goto(`${origin}/diensten/seo`);
  await expect(page.getByRole('heading', { level: 1, name: 'SEO & Performance' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Onze SEO-diensten' }).getByRole('article')).toHaveCount(6);
  await expect(page).toHaveTitle('Codekade - SEO & Performance');

  await page.goto(`${origin}/diensten/ux-ui`);
  await expect(page).toHaveURL(`${origin}/diensten/design`);
  await expect(page.getByRole('heading', { level: 1, name: 'UI/UX Design' })).toBeVisible();
});
