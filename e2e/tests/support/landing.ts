import type { Page } from '@playwright/test';

/**
 * Opens the landing page and scrolls to the booking form, as a parent does: the form hydrates
 * (and its fields are enabled) only when the reader nears it (docs/decisions.md, "Hydration when near").
 */
export async function openBookingForm(page: Page) {
  await page.goto('/');
  await page.locator('#booking').scrollIntoViewIfNeeded();
}
