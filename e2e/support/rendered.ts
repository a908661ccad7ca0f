import type { Page } from '@playwright/test';
import { loadingText } from 'shell/content/remote-area-texts';
import { expect } from './site';

/** Opens a route and waits until its remote has rendered the page (no loading screen, an h1). */
export async function openRendered(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(loadingText)).toHaveCount(0);
}
