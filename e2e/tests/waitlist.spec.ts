import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { openBookingForm } from './support/landing';
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

/** The e-mails the app sent to `address` at the loopback SMTP server (e2e/mail-sink.mjs), parsed. */
async function mailTo(address: string) {
  const dir = new URL('../.data/mail/', import.meta.url);
  const names = readdirSync(dir).filter((name) => name.includes(address));
  return Promise.all(names.map((name) => simpleParser(readFileSync(new URL(name, dir)))));
}

test('a parent joins the waiting list of a full venue, the desk frees a seat, and the offer link from the e-mail books and pays it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const suffix = randomBytes(3).toString('hex');
  const venueName = `Waitlist Hall ${suffix}`;
  const { rows } = await db.query<{ id: number }>(
    // Bookable: in the demo venue's edition, with times (backend/src/venues/seat-sql.ts, BOOKABLE_SQL).
    `INSERT INTO venues (name, display_name, city, address, date_time, max_seats, edition_id, starts_at, ends_at)
     VALUES ($1, $2, 'Pune', '1 Test Road', 'Sun, 13 Dec 2026 · 10:00 AM', 1,
             (SELECT edition_id FROM venues WHERE name = 'pune-baner'), now() + interval '16 days', now() + interval '16 days 4 hours')
     RETURNING id`,
    [`waitlist-${suffix}`, venueName],
  );
  const venueId = rows[0]!.id;
  const taken = await paidBooking(
    request,
    { email: `kavya.${suffix}@example.com`, phone: '919812345670', child: 'Dev Menon' },
    venueId,
  );
  const email = `nila.${suffix}@example.com`;

  await openBookingForm(page);
  await page.getByRole('textbox', { name: "Parent's name" }).fill('nila rao');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('9876501234');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('textbox', { name: "Child's name" }).fill('tara rao');
  await page.getByRole('combobox', { name: 'Grade group' }).selectOption('std-3-4');
  await page.getByRole('textbox', { name: 'School name' }).fill('Orchid School');
  await page.getByRole('checkbox', { name: /I accept the Terms & Conditions/ }).check();
  // The full venue's option is greyed out (spec §2); its waiting list is offered under the select.
  await expect(page.getByRole('option', { name: `${venueName} (0 seats left, fully booked)` })).toBeDisabled();
  await page.getByRole('button', { name: `Join the waiting list for ${venueName}` }).click();
  await expect(page.getByText('You are number 1 on the waiting list.')).toBeVisible();
  await expect
    .poll(async () => (await mailTo(email)).map((m) => m.subject), { timeout: 20_000 })
    .toContain(`On the waiting list for ${venueName}`);

  // The desk cancels the booking that held the only seat.
  await signInAsAdmin(page);
  await page.goto(`/admin/bookings/${taken}`);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel booking ${taken}?` });
  await cancel.getByRole('textbox', { name: 'Reason' }).fill('Family moved');
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(cancel).toBeHidden();

  // The seat is offered to the waiting family by e-mail (within one sweep).
  let offerUrl = '';
  await expect
    .poll(
      async () => {
        const offer = (await mailTo(email)).find((m) => m.subject === `A seat is held for Tara Rao at ${venueName}`);
        offerUrl = offer?.text?.match(/https?:\/\/\S+\/waitlist\/offer\/[\w-]+/)?.[0] ?? '';
        return offerUrl;
      },
      { timeout: 30_000 },
    )
    .toContain('/waitlist/offer/');

  await page.goto(offerUrl);
  await expect(page.getByRole('heading', { name: 'A seat is held for you' })).toBeVisible();
  await expect(page.getByText(venueName)).toBeVisible();
  await page.getByRole('button', { name: 'Book and pay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Your Payment' });
  await expect(dialog).toContainText('Tara Rao');
  await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
  const checkout = page.getByRole('dialog', { name: 'RoboLeague 11th Edition' });
  await expect(checkout).toContainText('TEST MODE');
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/thank-you\/RL-[A-Z0-9-]+$/);
  await expect(page.getByLabel('Booking details')).toContainText('Payment statusPaid');
  await expect(page.getByLabel('Booking details')).toContainText(venueName);
});
