/**
 * `npm run bench`'s phone figures (loaded by scripts/bench.mjs through jiti): what a visitor does
 * after the first page, on the phone profile (@codekade/platform/bench/phone). Navigation: home loaded
 * and live (hydrated), then idle 4 s, the mobile menu opened, a tap on each other area's link → that
 * page's heading painted.
 * Interactions: the longest of each kind by the Event Timing API. Reported, never asserted.
 */
import { longestInteractionMs, recordEventTiming } from '@codekade/platform/bench/event-timing';
import { loadAndIdle, median, openPhonePage } from '@codekade/platform/bench/phone';
import { tapToHeadingMs } from '@codekade/platform/bench/tap-to-heading';
import { tapCentre, tapInTurn } from '@codekade/platform/bench/touch';
import { mobileNavigation } from '@codekade/platform/site-menus';
import { paths } from '@codekade/shared/routes';
import type { Browser, Page } from '@playwright/test';
import { contactFormText } from 'mf-contact/content/contact-form';
import { heroIntro } from 'mf-home/content/hero';
import { infoTabsIntro } from 'mf-home/content/info-tabs';
import { reviewsIntro } from 'mf-home/content/reviews';
import { contactWidgetText, mobileMenuText } from 'shell/content/layout-texts';

export interface NavigationRow {
  area: string;
  path: string;
  /** Median of the runs, ms from the tap to the heading's frame. */
  navMs: number;
  runsMs: number[];
  /** Runs whose tap still asked the network for code, styles or data (the warm-up not done yet). */
  coldRuns: number;
}

export interface InteractionRow {
  interaction: string;
  /** Median over the runs of each run's longest interaction of this kind; null: none reached 16 ms. */
  longestMs: number | null;
  runsMs: (number | null)[];
}

const round = (value: number) => Math.round(value);

/** The page is live: the app started and its area answers to input (docs/app-start.md). */
const PAGE_LIVE = 'html[data-hydrated][data-area="ready"]';

async function openMobileMenu(page: Page): Promise<void> {
  await tapCentre(page, page.getByRole('button', { name: mobileMenuText.open }));
  await page.getByRole('navigation', { name: mobileMenuText.navLabel }).waitFor();
}

/** Every area but home, as the mobile menu lists them. */
const navigationTargets = mobileNavigation.filter((item) => item.to !== paths.home);

/** Home loaded and idle, then the menu's link to each other area, `runs` times each (a fresh visit each). */
export async function measureNavigation(browser: Browser, siteOrigin: string, runs: number): Promise<NavigationRow[]> {
  const rows: NavigationRow[] = [];
  for (const target of navigationTargets) {
    const runsMs: number[] = [];
    let coldRuns = 0;
    for (let run = 0; run < runs; run += 1) {
      const phone = await openPhonePage(browser);
      try {
        await loadAndIdle(phone.page, `${siteOrigin}${paths.home}`, { liveSelector: PAGE_LIVE });
        await openMobileMenu(phone.page);
        const link = phone.page
          .getByRole('navigation', { name: mobileMenuText.navLabel })
          .getByRole('link', { name: target.label, exact: true });
        let asked = 0;
        phone.page.on('request', (request) => {
          // The shell's own release check (release-ledger.json) is not the area's.
          const areaFile = !request.url().endsWith('/release-ledger.json');
          if (areaFile && ['script', 'stylesheet', 'fetch'].includes(request.resourceType())) asked += 1;
        });
        runsMs.push(round(await tapToHeadingMs(phone.page, link)));
        if (asked > 0) coldRuns += 1;
      } finally {
        await phone.close();
      }
    }
    rows.push({ area: target.label, path: target.to, navMs: median(runsMs), runsMs, coldRuns });
    console.log(`  navigation to ${target.to}: ${runsMs.join(', ')} ms (${coldRuns} cold)`);
  }
  return rows;
}

/** A part of the home page below the fold, scrolled to and live (its code loaded and hydrated). */
async function liveRegion(page: Page, name: string) {
  const region = page.getByRole('region', { name });
  await region.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.locator('[data-below-the-fold][data-ready]').filter({ has: region }).waitFor();
  // A moment for what scrolling started (pictures, the next part's code) to settle.
  await page.waitForTimeout(1000);
  return region;
}

type Journey = (page: Page) => Promise<number | null>;

/**
 * The interactions on the home page, in the order a visitor meets them; each tap kind twice or more.
 * Every element a journey taps stays in place, so all are measured before its first touch (tapInTurn):
 * no query of Playwright's runs on the page's main thread while a tap's frame is due, and the next tap
 * comes once that frame has rendered. A toggle (menu, contact widget) is one button tapped twice, the
 * second time once what it opened shows.
 */
const homeJourneys: Record<string, Journey> = {
  'hero tabs': (page) => {
    const tabs = page.getByRole('tablist', { name: heroIntro.tabListLabel }).getByRole('tab');
    return longestInteractionMs(page, () =>
      tapInTurn(
        page,
        [1, 2, 0].map((index) => tabs.nth(index)),
      ),
    );
  },
  menu: (page) => {
    const toggle = page.getByRole('button', { name: mobileMenuText.open });
    const menuShown = () => page.getByRole('navigation', { name: mobileMenuText.navLabel }).waitFor();
    return longestInteractionMs(page, () => tapInTurn(page, [toggle, toggle], menuShown));
  },
  'contact widget': (page) => {
    const toggle = page.getByRole('button', { name: contactWidgetText.open });
    const optionsShown = () => page.getByRole('button', { name: contactWidgetText.close }).waitFor();
    return longestInteractionMs(page, () => tapInTurn(page, [toggle, toggle], optionsShown));
  },
  'info tabs': async (page) => {
    const tabs = (await liveRegion(page, infoTabsIntro.title)).getByRole('tab');
    return longestInteractionMs(page, () =>
      tapInTurn(
        page,
        [1, 2, 0].map((index) => tabs.nth(index)),
      ),
    );
  },
  'review slider': async (page) => {
    const region = await liveRegion(page, reviewsIntro.title);
    const next = region.getByRole('button', { name: reviewsIntro.nextLabel });
    return longestInteractionMs(page, () => tapInTurn(page, [next, next, next]));
  },
};

/** The contact page's send button, the form filled in as a visitor would (typing is not measured). */
const submitJourney: Journey = async (page) => {
  const form = page.getByRole('region', { name: contactFormText.heading });
  await form.getByLabel(contactFormText.labels.name).fill('Sanne de Vries');
  await form.getByLabel(contactFormText.labels.email).fill('sanne@bakkerij-devries.nl');
  await form.getByLabel(contactFormText.labels.message).fill('Wij zoeken een nieuwe webshop voor onze bakkerij.');
  await page.waitForTimeout(500);
  return longestInteractionMs(page, () => tapCentre(page, form.getByRole('button', { name: contactFormText.submit })));
};

async function onFreshPhone<T>(browser: Browser, url: string, measure: (page: Page) => Promise<T>): Promise<T> {
  const phone = await openPhonePage(browser);
  try {
    await recordEventTiming(phone.page);
    await loadAndIdle(phone.page, url, { liveSelector: PAGE_LIVE });
    return await measure(phone.page);
  } finally {
    await phone.close();
  }
}

/** Each kind's longest interaction per run (a fresh visit each), and their median. */
export async function measureInteractions(
  browser: Browser,
  siteOrigin: string,
  runs: number,
): Promise<InteractionRow[]> {
  const perKind = new Map<string, (number | null)[]>();
  const add = (kind: string, value: number | null) => perKind.set(kind, [...(perKind.get(kind) ?? []), value]);
  for (let run = 0; run < runs; run += 1) {
    await onFreshPhone(browser, `${siteOrigin}${paths.home}`, async (page) => {
      for (const [kind, journey] of Object.entries(homeJourneys)) add(kind, await journey(page));
    });
    add('form submit', await onFreshPhone(browser, `${siteOrigin}${paths.contact}`, submitJourney));
  }
  return [...perKind].map(([interaction, runsMs]) => {
    const measured = runsMs.map((value) => value ?? 0);
    const longest = median(measured);
    return { interaction, longestMs: longest === 0 ? null : longest, runsMs };
  });
}
