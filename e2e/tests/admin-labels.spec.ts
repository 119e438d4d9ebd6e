import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/parent';

/**
 * A public page carries only the public catalogue areas; a staff screen reached from it by client
 * navigation loads the staff's messages before it shows (docs/decisions.md, "Staff labels and counts").
 */
test('a staff screen reached from a public page by client navigation shows its labels, not message ids', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const staffMessages = page.waitForRequest((request) => request.url().endsWith('/api/i18n/en?scope=all'));
  // The router follows the history, as a back button to a staff screen does.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/admin/editions');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await staffMessages;
  const editions = page.getByRole('table', { name: 'Editions' });
  await expect(editions.getByText('On sale', { exact: true })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('admin.');
});
