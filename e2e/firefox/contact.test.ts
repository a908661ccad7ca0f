import type { HTTPRequest, Page } from 'puppeteer-core';
import { MISSING, SUCCESS, storedMessagesWith, visitorMessage } from '../support/contact-messages';
import { expect, siteOrigin, test } from './support/fixtures';
import { visibleNamed, waitForRenderedRoute, waitForText } from './support/queries';

const fieldNames = ['name', 'email', 'phone', 'message'] as const;
const field = (name: (typeof fieldNames)[number]) => `section[aria-labelledby="contact-form-heading"] [name="${name}"]`;

async function openContactForm(page: Page) {
  const commits: HTTPRequest[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/documents:commit')) commits.push(request);
  });
  await page.goto(`${siteOrigin}/contact`);
  await waitForRenderedRoute(page);
  const send = () => visibleNamed(page, 'section[aria-labelledby="contact-form-heading"] button', 'Verstuur');
  return { commits, send };
}

test('empty required fields are pointed out and nothing is sent', async ({ page }) => {
  const { commits, send } = await openContactForm(page);
  await page.type(field('phone'), '06 12345678');
  await (await send()).click();

  await waitForText(page, MISSING);
  expect(await page.$eval(field('name'), (input) => input.getAttribute('aria-invalid'))).toBe('true');
  expect(await page.$eval(field('name'), (input) => input === document.activeElement)).toBe(true);
  expect(commits).toEqual([]);
});

test('a complete message reaches the store and the form is cleared', async ({ page }) => {
  const { send } = await openContactForm(page);
  const { token, values } = visitorMessage();
  for (const name of fieldNames) await page.type(field(name), values[name]);
  await (await send()).click();

  await waitForText(page, SUCCESS);
  for (const name of fieldNames)
    expect(await page.$eval(field(name), (input) => (input as HTMLInputElement).value)).toBe('');
  const [stored, ...others] = await storedMessagesWith(token);
  expect(others).toEqual([]);
  // Beside what the form sent, only what the delivery function writes (its outbox record and the expiry).
  const { delivery: _delivery, expireAt: _expireAt, createdAt, ...sent } = stored?.fields ?? {};
  expect(sent).toEqual(values);
  expect(Date.parse(String(createdAt))).toBeLessThanOrEqual(Date.parse(String(stored?.storedAt)));
});
