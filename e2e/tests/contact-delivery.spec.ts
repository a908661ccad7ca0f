import { siteConfig } from '@codekade/shared/site-config';
import type { Page } from '@playwright/test';
import { contactFormText } from 'mf-contact/content/contact-form';
import { FAILURE, SUCCESS, storedMessagesWith, visitorMessage } from '../support/contact-messages';
import { builtStoreOrigin, routeToRunStore, storeOrigin } from '../support/contact-store';
import { type CaughtMail, mailsWith, sentHtml } from '../support/mail-inbox';
import { expect, test } from '../support/site';

type Values = Record<'name' | 'email' | 'phone' | 'message', string>;

/** Fills the contact form like a visitor; returns its send button. */
async function fillForm(page: Page, values: Values) {
  await routeToRunStore(page);
  await page.goto('/contact');
  const form = page.getByRole('region', { name: contactFormText.heading });
  await form.getByLabel(contactFormText.labels.name).fill(values.name);
  await form.getByLabel(contactFormText.labels.email).fill(values.email);
  await form.getByLabel(contactFormText.labels.phone).fill(values.phone);
  await form.getByLabel(contactFormText.labels.message).fill(values.message);
  return form.getByRole('button', { name: contactFormText.submit });
}

/** Fills the contact form like a visitor and sends it. */
async function sendThroughForm(page: Page, values: Values) {
  await (await fillForm(page, values)).click();
  await expect(page.getByText(SUCCESS)).toBeVisible();
}

/** The one e-mail with the token, once it arrived; then still one after the store's sweeps ran. */
async function theOneMailWith(token: string): Promise<CaughtMail> {
  await expect.poll(async () => (await mailsWith(token)).length, { timeout: 10_000 }).toBe(1);
  // The sweep runs every second in tests: a second e-mail for the message would arrive now.
  await new Promise((wait) => setTimeout(wait, 2_500));
  const mails = await mailsWith(token);
  expect(mails).toHaveLength(1);
  return mails[0] as CaughtMail;
}

test('a message sent through the form arrives in the local inbox once, answerable to the visitor', async ({ page }) => {
  const { token, values } = visitorMessage();
  await sendThroughForm(page, values);

  const mail = await theOneMailWith(token);
  expect(mail.subject).toBe(`Nieuw bericht via codekade.nl van ${values.name}`);
  expect(mail.to).toEqual([{ address: siteConfig.email, name: '' }]);
  expect(mail.replyTo).toEqual([{ address: values.email, name: values.name }]);
  for (const value of Object.values(values)) expect(mail.text).toContain(value);
  expect(mail.text).toContain(`KvK ${siteConfig.kvkNumber}`);
});

test('a hostile name, 5,000 characters of HTML and invisible characters arrive as harmless text', async ({ page }) => {
  const { token } = visitorMessage();
  const markup = `<script>window.hacked=1</script><img src=x onerror="window.hacked=2"><a href="https://evil.example">klik</a>`;
  const invisible = 'Zero\u200bwidth \u202egnirts desrever\u202c \u2067isolate\u2069';
  const message = `${markup} ${invisible} [${token}] `.padEnd(5_000, 'x');
  expect(message).toHaveLength(5_000);
  const values = {
    name: 'Jan\r\nBcc: x@y.nl \u200bde\u202e Vries',
    email: 'jan@voorbeeld.nl',
    phone: '06 12345678',
    message,
  };
  await sendThroughForm(page, values);

  const mail = await theOneMailWith(token);
  // No header came from the name: no Bcc or Cc, one recipient, one Reply-To, a one-line subject.
  expect(mail.bcc ?? []).toEqual([]);
  expect(mail.cc ?? []).toEqual([]);
  expect(Object.keys(mail.headers).map((name) => name.toLowerCase())).not.toContain('bcc');
  expect(mail.to).toEqual([{ address: siteConfig.email, name: '' }]);
  expect(mail.replyTo?.map((recipient) => recipient.address)).toEqual([values.email]);
  // The address-like text of the name reaches neither the subject nor Reply-To's display name.
  expect(mail.replyTo?.map((recipient) => recipient.name)).toEqual(['Jan Bcc: de Vries']);
  expect(mail.subject).toMatch(/^Nieuw bericht via codekade\.nl van Jan ?Bcc: de Vries$/);
  // The whole message arrived, invisible characters included, as text.
  expect(mail.text).toContain(message);

  // The HTML as sent, opened in a browser: the markup is text, nothing runs or loads.
  const html = await sentHtml(mail);
  expect(html).toContain('&lt;script&gt;window.hacked=1&lt;/script&gt;');
  await page.setContent(html);
  expect(await page.evaluate(() => document.querySelectorAll('script, img, a, iframe').length)).toBe(0);
  expect(await page.evaluate(() => 'hacked' in window)).toBe(false);
  await expect(page.getByText(markup)).toBeVisible();
});

test('a message whose answer was lost is stored and e-mailed once when the visitor presses again', async ({ page }) => {
  const { token, values } = visitorMessage();
  const send = await fillForm(page, values);
  // The store saves the message, then the connection drops before any answer arrives: the commit's
  // and the check's after it (a phone losing its network right after sending).
  let answersToLose = 2;
  await page.route(`${builtStoreOrigin}/**`, async (route) => {
    if (route.request().method() !== 'POST' || answersToLose === 0) return route.fallback();
    answersToLose -= 1;
    await route.fetch({ url: route.request().url().replace(builtStoreOrigin, storeOrigin) });
    await route.abort('connectionreset');
  });
  await send.click();
  await expect(page.getByText(FAILURE)).toBeVisible();
  expect(await storedMessagesWith(token)).toHaveLength(1);

  await send.click();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  expect(await storedMessagesWith(token)).toHaveLength(1);
  await theOneMailWith(token);
});
