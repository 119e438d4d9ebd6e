import { expect, test } from '@playwright/test';
import { paidBooking, signInAsAdmin, subjectsTo, unique } from './support/parent';

test('staff send an announcement to a venue’s paid parents and read its counts', async ({ page, request }) => {
  const email = `announce.${unique()}@example.com`;
  await paidBooking(request, { email, phone: '+919812345678', child: 'Ira Menon' });
  const subject = `Hall change ${unique()}`;

  await signInAsAdmin(page);
  await page.goto('/admin/announcements');
  await page.getByRole('checkbox', { name: /Pune — Baner/ }).check();
  await page.getByRole('checkbox', { name: 'WhatsApp' }).uncheck();
  await page.getByRole('textbox', { name: 'Subject' }).fill(`${subject} for {parentName}`);
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('Dear {parentName}, {childNames} meets in Hall B at {venue}.');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText(/Reaches \d+ contacts?/);
  await expect(preview.getByLabel('E-mail preview')).toContainText('meets in Hall B at Pune — Baner.');

  await page.getByRole('button', { name: 'Send now' }).click();
  await expect
    .poll(async () => (await subjectsTo(email)).filter((s) => s === `${subject} for Kavya Menon`).length, {
      timeout: 30_000,
    })
    .toBe(1);
  // The counts poll every 5 s: the e-mail row shows nothing left queued and at least this one sent.
  const counts = page.getByRole('region', { name: /^Announcement \d+$/ });
  await expect(counts).toContainText('all messages queued', { timeout: 20_000 });
  const emailRow = counts.getByRole('row', { name: /E-mail/ });
  await expect(emailRow.getByRole('cell').nth(1)).toHaveText('0', { timeout: 20_000 });
  await expect(emailRow.getByRole('cell').nth(2)).not.toHaveText('0');
});
