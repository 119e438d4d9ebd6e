import { expect, type Locator, type Page, test } from '@playwright/test';
import { openBookingForm } from './support/landing';

const PASTED = '+91 98220 12345';

/** Pastes `text` into `field` through the clipboard, as a person does (a paste obeys maxlength like typing). */
async function paste(page: Page, field: Locator, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.click();
  await page.keyboard.press('ControlOrMeta+V');
}

test('the workshop form takes a pasted +91 number as its 10 digits', async ({ page }) => {
  await openBookingForm(page);
  const mobile = page.getByRole('textbox', { name: 'Mobile number' });
  await expect(mobile).toBeEnabled();
  await paste(page, mobile, PASTED);
  await expect(mobile).toHaveValue('9822012345');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Please enter a valid 10-digit mobile number')).toHaveCount(0);
});

test('the store buyer dialog takes a pasted +91 number as its 10 digits', async ({ page }) => {
  await page.goto('/product/pickbot-pick-and-place-robot-kit');
  await page.getByRole('button', { name: /^Buy Now/ }).click();
  const mobile = page.getByRole('dialog', { name: 'Shipping details' }).getByRole('textbox', { name: 'Mobile number' });
  await paste(page, mobile, PASTED);
  await expect(mobile).toHaveValue('9822012345');
});

test('tabbing through the untouched workshop form turns nothing red', async ({ page }) => {
  await openBookingForm(page);
  const parent = page.getByRole('textbox', { name: "Parent's name" });
  await expect(parent).toBeEnabled();
  await parent.focus();
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
  await expect(page.locator('.Mui-error')).toHaveCount(0);
  // A field that was changed is checked when it is left.
  await parent.fill('A');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Parent name must be at least 2 characters')).toBeVisible();
});
