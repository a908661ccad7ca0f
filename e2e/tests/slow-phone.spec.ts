import type { Page, Route } from '@playwright/test';
import { contactFormText } from 'mf-contact/content/contact-form';
import { welcome } from 'mf-home/content/welcome';
import { areaLateNote, remoteFallbackText } from 'shell/content/remote-area-texts';
import { REMOTE_LOAD_BUDGET_MS } from 'shell/remote-load-budget';
import { areaHeadings } from '../support/area-headings';
import { contactForm, MISSING, SUCCESS, storedMessagesWith, visitorMessage } from '../support/contact-messages';
import { routeToRunStore } from '../support/contact-store';
import { expect, type RemoteUnderTest, remotePorts, test } from '../support/site';

/**
 * A visitor on a slow phone: 375 px, touch, a CPU four times slower than this machine's, and the
 * code after the boot script late (the shell's async chunks and every file of the page's remote).
 * The visitor types, taps and presses before each stage of the start (nothing loaded, the layout
 * live, the area live) and loses nothing: not a character, not a press of Verstuur, not the page.
 */
test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });
// Nothing here waits for the load budget in real time: the page's clock runs past it.
test.describe.configure({ timeout: 60_000 });

const SLOW_PHONE_CPU = 4;

async function slowDownCpu(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE_CPU });
}

/** Every file of the shell's code after its entry and every file of `remote` comes `delayMs` late. */
async function openWithLateCode(page: Page, path: string, remote: RemoteUnderTest, delayMs: number): Promise<void> {
  const late = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    // The page may have moved on (a link followed) while the file was held back.
    await route.continue().catch(() => undefined);
  };
  await page.route(/\/static\/js\/async\//, late);
  await page.route(new RegExp(`^http://[^/]+:${remotePorts[remote]}/`), late);
  await page.goto(path, { waitUntil: 'commit' });
}

/** The remote's manifest does not come until the test lets it: code that is late beyond any budget. */
async function holdManifest(page: Page, remote: RemoteUnderTest): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The manifest of the version the page loads (/v/<build id>/, issue 48), or the root's.
  await page.route(
    new RegExp(`^http://localhost:${remotePorts[remote]}/(?:v/[^/]+/)?mf-manifest\\.json$`),
    async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    },
  );
  return release;
}

/**
 * Runs the page's clock on, a second at a time, until `passed` (the note of the budget's end) shows.
 * The area's wait begins when React hydrates its boundary, which comes after the layout is live and,
 * on a busy machine, may come after the test sees the page hydrated: one jump of the page's clock
 * could then pass before the wait began, and the note would come only after a real 8 s. Stepping on
 * until it shows passes the budget on the page's clock however late the wait began.
 */
async function runClockPastBudget(page: Page, passed: () => Promise<boolean>): Promise<void> {
  const step = 1_000;
  for (let ran = 0; !(await passed()); ran += step) {
    expect(ran, 'the page clock ran far past the load budget without its end showing').toBeLessThan(
      4 * REMOTE_LOAD_BUDGET_MS,
    );
    await page.clock.runFor(step);
  }
}

type Fields = ReturnType<typeof contactForm>['fields'];
type Values = ReturnType<typeof visitorMessage>['values'];

const html = (page: Page) => page.locator('html');
const note = (page: Page) => page.getByRole('status').filter({ hasText: areaLateNote });
const fallback = (page: Page) => page.getByRole('heading', { name: remoteFallbackText.title });

/** Every toast with the text for empty required fields the page ever showed (a toast can come and go). */
async function countMissingToasts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript((missing) => {
    const seen = { count: 0 };
    (window as { missingToasts?: typeof seen }).missingToasts = seen;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(missing)) seen.count += 1;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, MISSING);
  return () => page.evaluate(() => (window as { missingToasts?: { count: number } }).missingToasts?.count ?? 0);
}

async function expectValues(fields: Fields, values: Values): Promise<void> {
  for (const [field, value] of Object.entries(values)) await expect(fields[field as keyof Fields]).toHaveValue(value);
}

async function expectStored(token: string, values: Values): Promise<void> {
  await expect.poll(async () => (await storedMessagesWith(token)).length).toBe(1);
  const [stored] = await storedMessagesWith(token);
  const { name, email, phone, message } = stored?.fields ?? {};
  expect({ name, email, phone, message }).toEqual(values);
}

test('code 1 s late: every field typed at once and Verstuur tapped before the app is live; the message is stored', async ({
  page,
}) => {
  await slowDownCpu(page);
  await routeToRunStore(page);
  const missingToasts = await countMissingToasts(page);
  await openWithLateCode(page, '/contact', 'mf_contact', 1000);
  const { fields, submit } = contactForm(page);
  const { token, values } = visitorMessage();

  await expect(fields.name).toBeVisible();
  await expect(html(page), 'typed before the app is live').not.toHaveAttribute('data-hydrated', 'true');
  for (const [field, value] of Object.entries(values)) await fields[field as keyof Fields].fill(value);
  await expect(html(page), 'tapped before the form is live').not.toHaveAttribute('data-area', 'ready');
  await submit.tap();

  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expectStored(token, values);
  expect(await missingToasts()).toBe(0);
  expect(page.url()).not.toContain('?');
});

test('code 3 s late: the name and message typed before the start, the rest as the page goes live; the keyboard’s Enter sends all of it', async ({
  page,
}) => {
  await slowDownCpu(page);
  await routeToRunStore(page);
  const missingToasts = await countMissingToasts(page);
  await openWithLateCode(page, '/contact', 'mf_contact', 3000);
  const { fields } = contactForm(page);
  const { token, values } = visitorMessage();

  // Before anything of the app has loaded, a person types the name and the message…
  await expect(fields.name).toBeVisible();
  await expect(html(page), 'typed before the app is live').not.toHaveAttribute('data-hydrated', 'true');
  await fields.name.pressSequentially(values.name, { delay: 60 });
  await fields.message.pressSequentially(values.message, { delay: 20 });
  // …then the e-mail and the phone number while the code arrives, and sends with the keyboard at once.
  await fields.email.pressSequentially(values.email, { delay: 60 });
  await fields.phone.pressSequentially(values.phone, { delay: 60 });
  await fields.phone.press('Enter');

  // Sending loads the Firebase code, its files as late as the rest: a slow phone waits for them while
  // the button says it is sending (when the files were there first, the confirmation may come before
  // a look at the button: the visitor's outcome is the same).
  await expect(page.getByRole('button', { name: contactFormText.sending }).or(page.getByText(SUCCESS))).toBeVisible();
  await expect(page.getByText(SUCCESS)).toBeVisible({ timeout: 30_000 });
  await expectStored(token, values);
  await expect(fallback(page)).toHaveCount(0);
  expect(await missingToasts()).toBe(0);
});

test('code 12 s late: the typed contact page stays readable with a calm note, then its code hydrates it and the held Verstuur sends', async ({
  page,
}) => {
  await slowDownCpu(page);
  await routeToRunStore(page);
  // The page's clock, not the test's: the budget passes without waiting for it in real time.
  await page.clock.install();
  const releaseManifest = await holdManifest(page, 'mf_contact');
  await page.goto('/contact', { waitUntil: 'commit' });
  const { fields, submit } = contactForm(page);
  const { token, values } = visitorMessage();

  await expect(fields.name).toBeVisible();
  for (const [field, value] of Object.entries(values)) await fields[field as keyof Fields].fill(value);
  await expect(html(page), 'tapped before the form is live').not.toHaveAttribute('data-area', 'ready');
  await submit.tap();
  await expect(html(page)).toHaveAttribute('data-hydrated', 'true');
  await runClockPastBudget(page, () => note(page).isVisible());

  await expect(note(page)).toBeVisible();
  await expect(fallback(page)).toHaveCount(0);
  await expectValues(fields, values);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  releaseManifest();
  await expect(html(page)).toHaveAttribute('data-area', 'ready');
  await expect(note(page)).toHaveCount(0);
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expectStored(token, values);
});

test('code that never arrives: the home page stays readable, its note says so and its links work', async ({ page }) => {
  await slowDownCpu(page);
  await page.clock.install();
  await page.route(`http://localhost:${remotePorts.mf_home}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/', { waitUntil: 'commit' });
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const text = await page.getByRole('main').textContent();
  await expect(html(page)).toHaveAttribute('data-hydrated', 'true');
  // The code fails at once, and the note with it; the budget passing after that changes nothing.
  await page.clock.runFor(REMOTE_LOAD_BUDGET_MS + 4_000);

  await expect(note(page)).toBeVisible();
  await expect(fallback(page)).toHaveCount(0);
  expect(await page.getByRole('main').textContent()).toContain(text);

  // A link in the page's own HTML still takes the visitor on.
  await page.getByRole('main').getByRole('link', { name: welcome.cta.label }).tap();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: areaHeadings.services })).toBeVisible();
  await expect(page).toHaveURL(/\/diensten/);
});
