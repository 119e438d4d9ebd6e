import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { paidBooking, signInAsAdmin } from './support/parent';

let db: pg.Client;
test.beforeAll(async () => {
  db = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:5432/${process.env.E2E_DATABASE ?? 'robo_e2e'}`,
  });
  await db.connect();
});
test.afterAll(async () => {
  await db.end();
});

async function createVenue(label: string): Promise<{ id: number; name: string }> {
  const suffix = randomBytes(3).toString('hex');
  const { rows } = await db.query(
    // Bookable: a venue takes bookings only with its times (backend/src/venues/seat-sql.ts, BOOKABLE_SQL).
    `INSERT INTO venues (name, display_name, city, address, date_time, max_seats, edition_id, starts_at, ends_at)
     VALUES ($1, $2, 'Pune', '1 Test Road', 'Sun, 13 Dec 2026 · 10:00 AM', 60,
             (SELECT edition_id FROM venues WHERE name = 'pune-baner'), now() + interval '16 days', now() + interval '16 days 4 hours')
     RETURNING id, display_name AS name`,
    [`desk-${suffix}`, `${label} ${suffix}`],
  );
  return rows[0];
}

test('the desk finds a booking by phone, opens it, moves it, cancels it with a refund, sees its timeline and exports the list', async ({
  page,
  request,
}) => {
  const from = await createVenue('Desk From');
  const to = await createVenue('Desk To');
  const digits = `98${Math.floor(Math.random() * 1e8)
    .toString()
    .padStart(8, '0')}`;
  const bookingId = await paidBooking(
    request,
    { email: 'meera@example.com', phone: `91${digits}`, child: 'Dev Iyer' },
    from.id,
  );

  await signInAsAdmin(page);
  await page.goto('/admin/bookings');
  await page.getByRole('searchbox', { name: 'Find a booking' }).fill(`+91 ${digits.slice(0, 5)} ${digits.slice(5)}`);
  const grid = page.getByRole('grid', { name: 'Bookings' });
  await expect(grid.getByText(bookingId)).toBeVisible();
  await expect(grid.getByRole('row')).toHaveCount(2); // the header and this booking

  // Export with the same search: the file is the filtered list.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = readFileSync((await (await downloading).path())!, 'utf8');
  expect(csv.startsWith('\uFEFFBooking ID,')).toBe(true);
  expect(csv.split(/\r?\n/).filter((line) => line.startsWith('RL-'))).toEqual([expect.stringContaining(bookingId)]);

  await grid.getByText(bookingId).click();
  await expect(page).toHaveURL(new RegExp(`/admin/bookings/${bookingId}$`));
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByText(/^Paid ₹/)).toBeVisible();

  await page.getByRole('button', { name: 'Move to another venue' }).click();
  const move = page.getByRole('dialog', { name: 'Move Dev Iyer to another venue' });
  await move.getByRole('combobox', { name: 'New venue' }).click();
  await page.getByRole('option', { name: new RegExp(to.name) }).click();
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(timeline.getByText(`Moved from ${from.name} to ${to.name}`)).toBeVisible();

  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel booking ${bookingId}?` });
  await expect(cancel.getByRole('radio', { name: /Refund everything left/ })).toBeChecked();
  await cancel.getByRole('textbox', { name: 'Reason' }).fill('Family moved to Mumbai');
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(cancel).toBeHidden();
  await expect(timeline.getByText(/^Cancelled with a refund of ₹\d+: Family moved to Mumbai$/)).toBeVisible();
  await expect(timeline.getByText(/^Refund of ₹\d+ asked for/)).toBeVisible();
  // The sandbox gateway refunds at once; the screen shows it on the next look.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('list', { name: 'Timeline' }).getByText(/^Refunded ₹/)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  // The status chip beside the booking id (the details list has a "Refunded" amount too).
  const header = page.getByRole('heading', { name: bookingId, level: 2 }).locator('..');
  await expect(header.getByText('Refunded', { exact: true })).toBeVisible();
  const seats = await db.query('SELECT id, booked_seats FROM venues WHERE id = ANY($1) ORDER BY id', [
    [from.id, to.id],
  ]);
  expect(seats.rows.map((r: { booked_seats: number }) => r.booked_seats)).toEqual([0, 0]);
});

test('a door member is refused the bookings screen', async ({ page }) => {
  await signInAsAdmin(page);
  const {
    rows: [user],
  } = await db.query(`INSERT INTO users (email, first_name, last_name) VALUES ($1, 'Door', 'Staff') RETURNING id`, [
    `door-${randomBytes(3).toString('hex')}@roboleague.in`,
  ]);
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith('robo.sid'));
  const sid = decodeURIComponent(cookie?.value.split('.')[0] ?? '');
  await db.query(
    `UPDATE sessions SET sess = (sess::jsonb || jsonb_build_object('userId', $2::int, 'role', 'door'))::json WHERE sid = $1`,
    [sid, user.id],
  );
  await page.goto('/admin/bookings');
  await expect(page.getByText('Your role does not allow this screen.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Bookings' })).toHaveCount(0);
  expect((await page.request.get('/api/admin/registrations')).status()).toBe(403);
});
