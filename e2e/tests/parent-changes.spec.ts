import { expect, test } from '@playwright/test';
import { codeSentTo, paidBooking, signInAsAdmin, subjectsTo, unique } from './support/parent';

test('a parent moves their booking to another venue and asks to cancel; the desk approves it from /admin/requests', async ({
  page,
  request,
}) => {
  const email = `rohan.${unique()}@example.com`;
  const bookingId = await paidBooking(request, {
    email,
    phone: `96${String(Date.now()).slice(-8)}`,
    child: 'Rohan Iyer',
  });
  const sent = (subject: string) => async () => (await subjectsTo(email)).includes(subject);

  await page.goto('/my-booking');
  await page.getByRole('textbox', { name: 'Phone number or e-mail' }).fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByRole('textbox', { name: '6-digit code' }).fill(await codeSentTo(email));
  await page.getByRole('button', { name: 'Show my bookings' }).click();

  const card = page.getByRole('region', { name: `Booking ${bookingId}` });
  await card.getByRole('button', { name: 'Move to another venue' }).click();
  const move = page.getByRole('dialog', { name: 'Move to another venue' });
  await move.getByRole('combobox', { name: /New venue/ }).click();
  await page.getByRole('option', { name: /Mumbai — Andheri West/ }).click();
  await move.getByRole('button', { name: 'Move my booking' }).click();
  await expect(card.getByText('Your booking has moved.', { exact: false })).toBeVisible();
  await expect(card.getByText('Mumbai — Andheri West', { exact: false }).first()).toBeVisible();
  await expect.poll(sent(`Booking changed: ${bookingId}`), { timeout: 20_000 }).toBe(true);

  await card.getByRole('button', { name: 'Ask to cancel' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask to cancel this booking?' });
  await expect(ask.getByText('the full amount is refunded', { exact: false })).toBeVisible();
  await ask.getByRole('textbox', { name: 'Reason (optional)' }).fill('We moved cities');
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(card.getByText('Your request has reached our desk.', { exact: false })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Ask to cancel' })).toBeDisabled();

  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Requests' }).click();
  await expect(page).toHaveURL(/\/admin\/requests$/);
  const row = page.getByRole('row').filter({ hasText: bookingId });
  await expect(row).toContainText('We moved cities');
  await row.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel the booking' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: bookingId })).toHaveCount(0);
  await expect.poll(sent(`Booking cancelled: ${bookingId}`), { timeout: 20_000 }).toBe(true);
});
