import { contactWidgetText, mobileMenuText } from 'shell/content/layout-texts';
import { expectVisibleFocusRings } from '../support/page-checks/focus-rings';
import { expect, test } from '../support/site';

test.describe('the focus indicator stands out from every background', () => {
  // Every route's own page: every-route.spec.ts.
  test('the open contact widget and the open mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/over-ons');
    await page.getByRole('button', { name: contactWidgetText.open }).click();
    await expectVisibleFocusRings(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: mobileMenuText.open }).click();
    await expect(page.getByRole('navigation', { name: mobileMenuText.navLabel })).toBeVisible();
    await expectVisibleFocusRings(page);
  });
});
