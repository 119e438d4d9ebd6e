import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import pg from 'pg';
import { codeSentTo, paidBooking, unique } from './support/parent';
import { serverSignature } from './support/signing';

const port = process.env.E2E_PORT ?? '3100';
const baseURL = `http://127.0.0.1:${port}`;

test.use({ viewport: { width: 390, height: 844 } });

/** A paid booking whose QR code is drawn (any served image stands in for the PNG the QR job writes). */
async function paidBookingWithQr(imageUrl: string): Promise<string> {
  const db = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:5432/${process.env.E2E_DATABASE ?? 'robo_e2e'}`,
  });
  await db.connect();
  try {
    const {
      rows: [venue],
    } = await db.query(
      `INSERT INTO venues (name, display_name, city, address, date_time, max_seats)
       VALUES ($1, 'Pune — QR Test Hall', 'Pune', '1 Test Road', 'Sun, 13 Dec 2026 · 10:00 AM', 60) RETURNING id`,
      [`qr-${randomBytes(3).toString('hex')}`],
    );
    const bookingId = `RL-Q${randomBytes(4).toString('hex').toUpperCase()}`;
    await db.query(
      `INSERT INTO registrations (parent_name, phone_number, email, child_name, grade_group, school_name, venue_id, booking_id,
                                  payment_status, holds_seat, hold_expires_at, paid_at, simple_qr_code_url, qr_code_url)
       VALUES ('Asha Rao', '+919822012345', 'asha@example.com', 'Vir Rao', 'std-3-4', 'DPS Pune', $1, $2, 'paid', true, now(), now(), $3, $3)`,
      [venue.id, bookingId, imageUrl],
    );
    return bookingId;
  } finally {
    await db.end();
  }
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The floating link to the external shop (the header and footer have their own Store links). */
const floatingStore = (page: Page) => page.getByRole('link', { name: 'Store' }).and(page.locator('[target="_blank"]'));

/** Wherever the parent scrolls the code to, the Store button is beside it, not on it. */
async function expectStoreBesideQr(page: Page, qr: Locator) {
  const store = floatingStore(page);
  await expect(qr).toBeVisible({ timeout: 30_000 });
  await expect(store).toBeVisible();
  for (const block of ['start', 'center', 'end'] as const) {
    await qr.evaluate((img, where) => img.scrollIntoView({ block: where }), block);
    const [code, button] = await Promise.all([qr.boundingBox(), store.boundingBox()]);
    expect(code && button, block).toBeTruthy();
    expect(overlap(code!, button!), `Store button over the QR code (${block})`).toBe(false);
  }
}

test('the floating Store button never covers the entry QR code on a 390-pixel phone', async ({ page }) => {
  const catalog = await (await page.request.get(`${baseURL}/catalog.json`)).json();
  const bookingId = await paidBookingWithQr(catalog.products[0].thumbnail);
  // The parent's own phone: it keeps the release token it was answered when booking, so it sees the code.
  await page.addInitScript(([key, token]) => localStorage.setItem(key, token), [
    `robo.booker.booking.${bookingId}`,
    serverSignature('release', bookingId),
  ] as const);
  await page.goto(`/thank-you/${bookingId}`);
  await expectStoreBesideQr(page, page.getByRole('img', { name: `QR code for booking ${bookingId}` }));
});

test('the floating Store button never covers a ticket QR code in find my booking on a 390-pixel phone', async ({
  page,
  request,
}) => {
  const email = `qr.${unique()}@example.com`;
  const bookingId = await paidBooking(request, {
    email,
    phone: `97${String(Date.now()).slice(-8)}`,
    child: 'Ira Shah',
  });
  await page.goto('/my-booking');
  await page.getByRole('textbox', { name: 'Phone number or e-mail' }).fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByRole('textbox', { name: '6-digit code' }).fill(await codeSentTo(email));
  await page.getByRole('button', { name: 'Show my bookings' }).click();
  const qr = page.getByRole('img', { name: `Check-in QR code for ${bookingId}` });
  // The code is drawn by a job after payment; the list shows it once drawn.
  await expect(async () => {
    await page.reload();
    await expect(qr).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expectStoreBesideQr(page, qr);
});
