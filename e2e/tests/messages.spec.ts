import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { codeSentTo, paidBooking, signInAsAdmin, subjectsTo, unique } from './support/parent';

test('a parent who lost the thank-you page gets back to the booking with a code by e-mail, and downloads the ticket and the invoice', async ({
  page,
  request,
}) => {
  const email = `kavya.${unique()}@example.com`;
  const bookingId = await paidBooking(request, {
    email,
    phone: `98${String(Date.now()).slice(-8)}`,
    child: 'Ishaan Menon',
  });
  const confirmations = async () =>
    (await subjectsTo(email)).filter((s) => s === `Booking confirmed: Ishaan Menon at Pune — Baner (${bookingId})`)
      .length;
  await expect.poll(confirmations, { timeout: 20_000 }).toBe(1);

  await page.goto('/');
  // The footer leads there (the link is checked, then followed by URL: a click before hydration may be lost).
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Find my booking' })).toHaveAttribute(
    'href',
    '/my-booking',
  );
  await page.goto('/my-booking');
  await expect(page.getByRole('heading', { level: 1, name: 'My booking' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone number or e-mail' }).fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText('If we have a booking or order for it, a 6-digit code is on its way.')).toBeVisible();
  await expect(page.getByText('Sent by e-mail to')).toContainText('k•••@example.com');

  const code = await codeSentTo(email);
  await page.getByRole('textbox', { name: '6-digit code' }).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Show my bookings' }).click();
  await expect(page.getByText('That code is not right. Check it and try again.')).toBeVisible();
  await page.getByRole('textbox', { name: '6-digit code' }).fill(code);
  await page.getByRole('button', { name: 'Show my bookings' }).click();

  const card = page.getByRole('region', { name: `Booking ${bookingId}` });
  await expect(card.getByRole('heading', { name: 'Ishaan Menon' })).toBeVisible();
  await expect(card.getByText('Pune — Baner', { exact: false })).toBeVisible();
  await expect(card.getByRole('img', { name: `Check-in QR code for ${bookingId}` })).toBeVisible();

  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Download invoice' }).click();
  const invoice = await download;
  expect(invoice.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = readFileSync(await invoice.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  const ticketDownload = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Download ticket QR' }).click();
  const ticket = await ticketDownload;
  expect(ticket.suggestedFilename()).toBe(`ticket-${bookingId}.png`);
  expect(
    readFileSync(await ticket.path())
      .subarray(1, 4)
      .toString(),
  ).toBe('PNG');

  // The ticket: the booking's own page with its check-in QR code.
  await card.getByRole('link', { name: 'Open ticket' }).click();
  await expect(page).toHaveURL(new RegExp(`/thank-you/${bookingId}$`));
  await expect(page.getByRole('img', { name: /QR/ }).first()).toBeVisible();

  // Back on /my-booking the parent is still signed in, and can ask for the confirmation again.
  await page.goto('/my-booking');
  await page
    .getByRole('region', { name: `Booking ${bookingId}` })
    .getByRole('button', { name: 'Resend confirmation' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent again.' })).toBeVisible();
  await expect.poll(confirmations, { timeout: 20_000 }).toBe(2);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Send me a code' })).toBeVisible();
});

test('staff see every message with its state, preview one as it was sent, and retry a failed one', async ({
  page,
  request,
}) => {
  const email = `bounce-once.${unique()}@example.com`;
  const bookingId = await paidBooking(request, {
    email,
    phone: `97${String(Date.now()).slice(-8)}`,
    child: 'Meher Menon',
  });

  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await page.getByRole('searchbox', { name: 'Find a message' }).fill(bookingId);
  const grid = page.getByRole('grid', { name: 'Messages' });
  // The e-mail bounced once (a mistyped mailbox); WhatsApp is held: no provider is configured here.
  const emailRow = grid.getByRole('row').filter({ hasText: email });
  await expect(emailRow).toContainText('Failed', { timeout: 20_000 });
  await expect(grid.getByRole('row').filter({ hasText: bookingId })).toHaveCount(2);
  await expect(grid.getByRole('row').filter({ hasText: bookingId }).filter({ hasText: 'WhatsApp' })).toContainText(
    'Held',
  );

  await emailRow.click();
  const preview = page.getByRole('dialog');
  await expect(preview.getByText('No such user here')).toBeVisible();
  const sent = preview.frameLocator('iframe');
  await expect(sent.getByText('Your workshop booking is confirmed')).toBeVisible();
  await expect(sent.getByText(bookingId)).toBeVisible();
  await expect(preview.getByText(/Attachments: ticket-qr\.png, workshop\.ics, invoice-/)).toBeVisible();

  await preview.getByRole('button', { name: 'Retry' }).click();
  await expect(preview.getByText('Sent', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(async () => (await subjectsTo(email)).some((s) => s.includes(bookingId)), { timeout: 20_000 })
    .toBe(true);
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(emailRow).toContainText('Sent');
});
