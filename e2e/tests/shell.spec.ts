import { expect, test } from '@playwright/test';

test('the landing page loads', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/RoboLeague/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

const staticPages: Array<[string, string]> = [
  ['/contact', 'Contact Us'],
  ['/about', 'About Us'],
  ['/privacy', 'Privacy Policy'],
  ['/refunds', 'Refunds & Cancellation Policy'],
  ['/shipping', 'Shipping Policy'],
  ['/terms', 'Terms & Conditions'],
];

for (const [path, heading] of staticPages) {
  test(`${path} shows its heading`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}
