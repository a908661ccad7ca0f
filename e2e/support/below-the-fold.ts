import type { Locator } from '@playwright/test';
import { expect } from './site';

/**
 * A part of the page below the fold, scrolled into view and hydrated (see shared/src/ui/BelowTheFold).
 * The scroll is tried again if the part is replaced under it, as when an area renders afresh from a
 * newer release in one swap: a visitor's scroll simply goes on.
 */
export async function showBelowTheFold(part: Locator): Promise<void> {
  const wrapper = part.locator('xpath=ancestor-or-self::*[@data-below-the-fold][1]');
  await expect(async () => {
    await part.scrollIntoViewIfNeeded({ timeout: 2000 });
    await expect(wrapper).toHaveAttribute('data-ready', '', { timeout: 2000 });
  }).toPass({ timeout: 10_000 });
}
