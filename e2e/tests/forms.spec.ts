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

test('Tab from the top of the landing page reaches the booking form’s fields, in order', async ({ page }) => {
  test.setTimeout(120_000);
  // A mid-range phone's CPU (Lighthouse's 4× slowdown), where the form is still server HTML when Tab starts.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  const parent = page.getByRole('textbox', { name: "Parent's name" });
  // The first Tab wakes the form far below the fold, without scrolling, even when pressed before the
  // app has run (the slowed page has barely painted). Tabs pressed while the page still hydrates skip
  // its disabled fields whatever the page does, so the rest wait for it.
  await page.keyboard.press('Tab');
  await expect(parent).toBeEnabled({ timeout: 60_000 });
  const field = await parent.elementHandle();
  // Tab on until the field has focus or focus went past it (or round to the top).
  let where: 'before' | 'field' | 'past' = 'before';
  for (let i = 0; i < 80 && where === 'before'; i += 1) {
    await page.keyboard.press('Tab');
    where = await field!.evaluate((input) => {
      const focused = document.activeElement;
      if (focused === input) return 'field';
      if (!focused || focused === document.body) return 'past';
      return input.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING ? 'past' : 'before';
    });
  }
  expect(where, 'Tab skipped the parent name field').toBe('field');
  await page.keyboard.type('Priya Sharma');
  await expect(parent).toHaveValue('Priya Sharma');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeFocused();
});
