import type { Locator } from '@playwright/test';
import { expect } from './site';

/** A part of the page below the fold, scrolled into view and hydrated (see shared/src/ui/BelowTheFold). */
export async function showBelowTheFold(part: Locator): Promise<void> {
  await part.scrollIntoViewIfNeeded();
  await expect(part.locator('xpath=ancestor-or-self::*[@data-below-the-fold][1]')).toHaveAttribute('data-ready', '');
}
