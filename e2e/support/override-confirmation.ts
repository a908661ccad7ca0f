import { expect, type Page, type Response } from '@playwright/test';
import { overrideConfirmationText } from 'shell/content/override-confirmation-texts';
import { isPageHydrated } from './hydration';

/** The confirmation a page shows before a developer's override of a link starts. */
export const overrideConfirmation = (page: Page) => page.getByRole('dialog', { name: overrideConfirmationText.title });

/** Opens an override link: the page loads, and asks before any of the override does. */
export async function openOverrideLink(page: Page, link: string): Promise<Response | null> {
  const response = await page.goto(link, { waitUntil: 'load' });
  await expect(overrideConfirmation(page)).toBeVisible();
  return response;
}

/**
 * Opens an override link and answers "Doorgaan", as a developer does: the page loads again with
 * the override; resolves with that load's answer once the page is hydrated.
 */
export async function confirmOverrideLink(page: Page, link: string): Promise<Response | null> {
  await openOverrideLink(page, link);
  const reloaded = page.waitForResponse(
    (response) => response.request().isNavigationRequest() && response.frame() === page.mainFrame(),
  );
  await overrideConfirmation(page).getByRole('button', { name: overrideConfirmationText.confirm }).click();
  const response = await reloaded;
  await page.waitForLoadState('load');
  await page.waitForFunction(isPageHydrated);
  return response;
}
