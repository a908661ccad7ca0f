import AxeBuilder from '@axe-core/playwright';
import { navLabels } from '@codekade/platform/site-menus';
import { siteConfig } from '@codekade/shared/site-config';
import type { Page, Request, Response } from '@playwright/test';
import { contactFormText, validationText } from 'mf-contact/content/contact-form';
import { contactInfoText, contactPageText } from 'mf-contact/content/contact-page';
import {
  contactForm,
  FAILURE,
  MISSING,
  SUCCESS,
  storedMessagesWith,
  visitorMessage,
} from '../support/contact-messages';
import { builtStoreOrigin, routeToRunStore } from '../support/contact-store';
import { expect, remotePorts, test } from '../support/site';

/** A string only the Firebase SDK's code contains. */
const FIREBASE_MARKER = 'firestore/lite';

const isCommit = (request: Request) => request.method() === 'POST' && request.url().includes('/documents:commit');

async function openContactPage(page: Page) {
  await routeToRunStore(page);
  const commits: Request[] = [];
  page.on('request', (request) => {
    if (isCommit(request)) commits.push(request);
  });
  await page.goto('/contact');
  return { commits, ...contactForm(page) };
}

test('the contact page has its title, heading, contact details and form', async ({ page }) => {
  await page.goto('/contact');
  await expect(page).toHaveTitle('Codekade - Contact');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: contactPageText.title })).toBeVisible();
  const details = page.getByRole('region', { name: contactInfoText.heading });
  await expect(details.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute(
    'href',
    siteConfig.phone.href,
  );
  await expect(details.getByRole('link', { name: siteConfig.email })).toHaveAttribute(
    'href',
    `mailto:${siteConfig.email}`,
  );
  await expect(details.getByRole('link', { name: new RegExp(contactInfoText.chatLabel) })).toHaveAttribute(
    'href',
    `https://wa.me/${siteConfig.chatNumber}`,
  );
  await expect(page.getByRole('heading', { level: 2, name: contactFormText.heading })).toBeVisible();
});

test('a valid message is stored and the form is cleared', async ({ page }) => {
  const { fields, submit } = await openContactPage(page);
  const { token, values } = visitorMessage();
  for (const [field, value] of Object.entries(values)) await fields[field as keyof typeof fields].fill(value);
  await submit.click();

  await expect(page.getByText(SUCCESS)).toBeVisible();
  for (const field of Object.values(fields)) await expect(field).toHaveValue('');

  const [stored, ...others] = await storedMessagesWith(token);
  expect(others).toEqual([]);
  expect(stored?.path).toMatch(/^contact_messages\/[A-Za-z0-9]{20}$/);
  // Beside what the form sent, only what the delivery function writes (its outbox record and the expiry).
  const { delivery: _delivery, expireAt: _expireAt, createdAt, ...sent } = stored?.fields ?? {};
  expect(sent).toEqual(values);
  // The server's time of the request (request.time in the rules), not the browser's.
  expect(Date.parse(String(createdAt))).toBeLessThanOrEqual(Date.parse(String(stored?.storedAt)));
});

test('empty required fields show the error toast and send nothing', async ({ page }) => {
  const { commits, fields, submit } = await openContactPage(page);
  await fields.phone.fill('06 12345678');
  await submit.click();

  await expect(page.getByText(MISSING)).toBeVisible();
  await expect(fields.name).toHaveAttribute('aria-invalid', 'true');
  await expect(fields.name).toBeFocused();
  expect(commits).toEqual([]);
});

test('a too long name is named next to the field and not sent', async ({ page }) => {
  const { commits, fields, submit } = await openContactPage(page);
  const { values } = visitorMessage();
  for (const [field, value] of Object.entries(values)) await fields[field as keyof typeof fields].fill(value);
  await fields.name.fill('n'.repeat(101));
  await submit.click();

  await expect(fields.name).toHaveAccessibleDescription(validationText.tooLong('name', 100));
  await expect(page.getByRole('status').filter({ hasText: validationText.tooLong('name', 100) })).toBeVisible();
  expect(commits).toEqual([]);
});

test('the form showing its errors has no accessibility violations', async ({ page }) => {
  const { fields, submit } = await openContactPage(page);
  await fields.email.fill('jan@voorbeeld');
  await fields.phone.fill('06 bel mij');
  await submit.click();
  await expect(page.getByText(MISSING)).toBeVisible();

  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test('with the store down the failure toast shows and every value stays', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const { fields, submit } = await openContactPage(page);
  await page.route(`${builtStoreOrigin}/**`, (route) => route.abort('connectionrefused'));
  const { token, values } = visitorMessage();
  for (const [field, value] of Object.entries(values)) await fields[field as keyof typeof fields].fill(value);
  await submit.click();

  await expect(page.getByText(FAILURE)).toBeVisible();
  for (const [field, value] of Object.entries(values))
    await expect(fields[field as keyof typeof fields]).toHaveValue(value);
  await expect(submit).toBeEnabled();
  expect(consoleErrors.some((text) => text.includes('Sending the contact message failed'))).toBe(true);
  expect(await storedMessagesWith(token)).toEqual([]);
});

test('a double click sends the message once', async ({ page }) => {
  const { commits, fields, submit } = await openContactPage(page);
  const { token, values } = visitorMessage();
  for (const [field, value] of Object.entries(values)) await fields[field as keyof typeof fields].fill(value);
  await submit.dblclick();

  await expect(page.getByText(SUCCESS)).toBeVisible();
  expect(commits).toHaveLength(1);
  expect(await storedMessagesWith(token)).toHaveLength(1);
});

test('the Firebase code is not downloaded on the home page, only once the contact form is used', async ({ page }) => {
  // Any JavaScript file, run or only prefetched into the cache.
  const isScript = (response: Response) => new URL(response.url()).pathname.endsWith('.js');
  const scriptBodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (isScript(response)) scriptBodies.push(response.text().catch(() => ''));
  });
  const firebaseDownloaded = async () =>
    (await Promise.all(scriptBodies)).some((body) => body.includes(FIREBASE_MARKER));

  // The shell fetches every area's files once the home page is idle, the contact area's included.
  const contactAreaPrefetched = page.waitForResponse(
    (response) =>
      response.url().startsWith(`http://localhost:${remotePorts.mf_contact}/`) &&
      response.url().includes('__federation_expose_routes') &&
      isScript(response),
  );
  await page.goto('/');
  await contactAreaPrefetched;
  await page.waitForLoadState('networkidle');
  expect(await firebaseDownloaded()).toBe(false);

  const firebaseResponse = page.waitForResponse(
    async (response) => isScript(response) && (await response.text()).includes(FIREBASE_MARKER),
  );
  await page.getByRole('banner').getByRole('link', { name: navLabels.contact, exact: true }).click();
  await page.getByLabel(contactFormText.labels.name).focus();
  await firebaseResponse;
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form says before any typing that it needs JavaScript, names the phone and e-mail, and puts nothing typed in an address', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // Nothing runs, so nothing marks the page hydrated: it is ready once loaded.
    await page.goto('/contact', { waitUntil: 'load' });
    const form = page.getByRole('region', { name: contactFormText.heading });

    const note = form.locator('p', { hasText: contactFormText.needsJavaScript.before.trim() });
    await expect(note).toBeVisible();
    await expect(note.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute(
      'href',
      siteConfig.phone.href,
    );
    await expect(note.getByRole('link', { name: siteConfig.email })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.email}`,
    );
    await expect(form.getByLabel(contactFormText.labels.name)).toBeHidden();

    // Even a form filled and submitted anyway (a browser that ignores the hiding) keeps it out of the address.
    const { values } = visitorMessage();
    await page.locator('form').evaluate((element, typed) => {
      const formElement = element as HTMLFormElement;
      for (const [name, value] of Object.entries(typed)) {
        (formElement.elements.namedItem(name) as HTMLInputElement).value = value;
      }
      formElement.requestSubmit();
    }, values);
    await page.waitForLoadState('load');
    const visited = [...requested, page.url()];
    for (const value of Object.values(values)) {
      for (const url of visited) expect(decodeURIComponent(url.replaceAll('+', ' '))).not.toContain(value);
    }
    expect(new URL(page.url()).search).toBe('');
  });
});
