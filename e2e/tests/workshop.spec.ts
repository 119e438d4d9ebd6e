import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import pg from 'pg';
import { openBookingForm } from './support/landing';

const DEMO_VENUE = 'Pune — Baner';

/** Fills the registration form with a parent's details; the venue is chosen by its display name. */
async function fillDetails(page: Page, { venue = DEMO_VENUE, grade = 'std-1-2' } = {}) {
  await page.getByRole('textbox', { name: "Parent's name" }).fill('priya sharma');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('9876543210');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill('priya@example.com');
  await page.getByRole('textbox', { name: "Child's name" }).fill('aarav sharma');
  await page.getByRole('combobox', { name: 'Grade group' }).selectOption(grade);
  await page.getByRole('textbox', { name: 'School name' }).fill('Orchid School');
  await chooseVenue(page, venue);
  await page.getByRole('checkbox', { name: /I accept the Terms & Conditions/ }).check();
}

async function chooseVenue(page: Page, displayName: string) {
  const select = page.getByRole('combobox', { name: 'Venue' });
  const option = select.locator('option', { hasText: `${displayName} (` });
  await expect(option).toHaveCount(1);
  await select.selectOption((await option.getAttribute('value'))!);
}

function toast(page: Page, title: string) {
  return page.locator('.MuiAlert-root', { has: page.locator('.MuiAlertTitle-root', { hasText: title }) });
}

/** Signs the browser context in as admin and adds a venue; the venue starts with `bookedSeats` taken. */
async function createVenue(
  request: APIRequestContext,
  { maxSeats, bookedSeats }: { maxSeats: number; bookedSeats: number },
) {
  // Session routes want the site's own Origin, as a browser sends it (docs/security.md).
  const headers = { origin: new URL(test.info().project.use.baseURL ?? '').origin };
  expect((await request.post('/api/admin/login', { data: { password: 'admin123' }, headers })).ok()).toBe(true);
  const suffix = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const response = await request.post('/api/admin/venues', {
    headers,
    data: {
      name: `e2e-${suffix}`,
      displayName: `Test Hall ${suffix}`,
      city: 'Pune',
      address: 'Test Hall, Baner Road, Pune 411045',
      dateTime: 'Sun, 10 Jan 2027 · 10:00 AM – 2:00 PM',
      maxSeats,
      bookedSeats,
    },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { id: number; displayName: string };
}

/** Another family takes a seat at `venueId` through the API, at the current ticket price; answers its booking id. */
async function bookSeatThroughApi(request: APIRequestContext, venueId: number): Promise<string> {
  const pricing = (await (await request.get('/api/pricing')).json()) as {
    tier: string;
    basePrice: number;
    regularPrice: number;
  };
  const price = pricing.tier === 'early-bird' ? pricing.basePrice : pricing.regularPrice;
  const response = await request.post('/api/registrations', {
    data: {
      parentName: 'Other Parent',
      phoneNumber: '919812345678',
      email: 'other@example.com',
      childName: 'Other Child',
      gradeGroup: 'std-5-9',
      schoolName: 'Another School',
      venueId,
      takeawayKit: false,
      totalAmount: price,
      originalAmount: price,
      discountAmount: 0,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { registration: { bookingId: string } }).registration.bookingId;
}

/** Makes a booking's seat hold end `seconds` from now, as if it had been made long ago. */
async function ageHold(bookingId: string, seconds: number) {
  const db = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:5432/${process.env.E2E_DATABASE ?? 'robo_e2e'}`,
  });
  await db.connect();
  try {
    await db.query(
      `UPDATE registrations SET hold_expires_at = now() + make_interval(secs => $2) WHERE booking_id = $1`,
      [bookingId, seconds],
    );
  } finally {
    await db.end();
  }
}

const TWO_HOURS_MS = 2 * 3_600_000;

test('a parent books with a takeaway kit and a coupon, pays in the sandbox and sees the confirmation with a QR code', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Super Early Bird offer' })).toContainText(/places? left/);
  await page.getByRole('link', { name: 'Book a Seat' }).click();
  await expect(page.getByRole('list', { name: 'Booking steps' })).toBeVisible();

  await fillDetails(page, { grade: 'std-1-2' });
  await expect(page.getByRole('textbox', { name: "Parent's name" })).toHaveValue('Priya sharma');
  await expect(page.getByRole('textbox', { name: "Child's name" })).toHaveValue('Aarav Sharma');
  await page.getByRole('checkbox', { name: /takeaway kit for Std 1–2: ₹1,999/ }).check();
  await page.getByRole('textbox', { name: 'Coupon code (optional)' }).fill('early50');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page, 'Coupon Applied!')).toBeVisible();

  const summary = page.getByRole('region', { name: 'Price summary' });
  await expect(summary).toContainText('Coupon EARLY50');
  await expect(summary).toContainText('Total₹1,949');

  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Your Payment' });
  await expect(dialog).toContainText('Aarav Sharma');
  await dialog.getByRole('button', { name: 'Pay ₹1,949' }).click();

  const checkout = page.getByRole('dialog', { name: 'RoboLeague 11th Edition' });
  await expect(checkout).toContainText('TEST MODE');
  await expect(checkout).toContainText('₹1,949');
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/thank-you\/RL-[A-Z0-9-]+$/);
  await expect(toast(page, 'Payment Successful!')).toBeVisible();
  const bookingId = page.url().split('/').pop()!;
  const details = page.getByLabel('Booking details');
  await expect(details).toContainText(bookingId);
  await expect(details).toContainText('Amount paid₹1,949');
  await expect(details).toContainText('Payment statusPaid');
  await expect(details).toContainText(DEMO_VENUE);
  await expect(details).toContainText('Takeaway kitIncluded: collect it at the venue on the day');

  const qr = page.getByRole('img', { name: `QR code for booking ${bookingId}` });
  await expect(qr).toBeVisible({ timeout: 15_000 });
  // Visible as soon as it has a box: wait for the picture itself to have loaded.
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole('link', { name: 'Open the QR code' })).toHaveAttribute(
    'href',
    (await qr.getAttribute('src'))!,
  );
});

test("the payment dialog counts the seat hold down by the server's clock; at zero it says so and offers to start again", async ({
  page,
}) => {
  // This phone's clock is two hours behind: the countdown still follows the server's.
  await page.clock.install({ time: new Date(Date.now() - TWO_HOURS_MS) });
  await openBookingForm(page);
  await fillDetails(page, { grade: 'std-3-4' });
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();

  const dialog = page.getByRole('dialog', { name: 'Complete Your Payment' });
  // The hold before the checkout opens: HOLD_UNOPENED_SECONDS (180 by default).
  await expect(dialog.getByRole('timer')).toHaveText(/^Your seat is held for (2:[0-5]\d|3:00)$/);
  await expect(dialog).toContainText('Your seat is reserved.');
  await page.clock.fastForward('03:05');
  await expect(dialog.getByRole('alert').filter({ hasText: 'The hold on your seat has ended.' })).toContainText(
    'Start again to book a seat.',
  );
  await expect(dialog).not.toContainText('Your seat is reserved.');
  await expect(dialog.getByRole('button', { name: 'Pay ₹349' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Start again' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: "Child's name" })).toHaveValue('Aarav Sharma');
});

test('the thank-you page of an unpaid booking counts its short hold down to the end', async ({ page, request }) => {
  const venue = await createVenue(request, { maxSeats: 10, bookedSeats: 0 });
  const bookingId = await bookSeatThroughApi(request, venue.id);
  // Ends after the page's own re-reads (2 s and 7 s after it opens), so the page still reads it as pending.
  await ageHold(bookingId, 10);
  await page.clock.install({ time: new Date(Date.now() + TWO_HOURS_MS) });
  await page.goto(`/thank-you/${bookingId}`);
  await expect(page.getByRole('timer')).toHaveText(/^Your seat is held for 0:(0\d|10)$/);
  await expect(page.getByRole('alert').filter({ hasText: 'The hold on your seat has ended.' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(page).toHaveURL(/\/#booking$/);
});

test('closing the checkout keeps the payment dialog open, ready to pay again', async ({ page }) => {
  await openBookingForm(page);
  await fillDetails(page, { grade: 'std-3-4' });
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();

  const dialog = page.getByRole('dialog', { name: 'Complete Your Payment' });
  await dialog.getByRole('button', { name: 'Pay ₹349' }).click();
  const checkout = page.getByRole('dialog', { name: 'RoboLeague 11th Edition' });
  await expect(dialog.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await checkout.getByRole('button', { name: 'Close', exact: true }).click();

  await expect(checkout).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pay ₹349' })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  await expect(page).toHaveURL(/\/$/);
});

test('a full venue is greyed out and cannot be chosen', async ({ page }) => {
  const venue = await createVenue(page.request, { maxSeats: 1, bookedSeats: 1 });
  await openBookingForm(page);
  const option = page.getByRole('combobox', { name: 'Venue' }).locator('option', { hasText: `${venue.displayName} (` });
  await expect(option).toHaveText(`${venue.displayName} (0 seats left, fully booked)`);
  await expect(option).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeDisabled();
});

test('a venue that fills up while the parent is filling the form cannot be submitted', async ({ page }) => {
  const venue = await createVenue(page.request, { maxSeats: 1, bookedSeats: 0 });
  await openBookingForm(page);
  await fillDetails(page, { venue: venue.displayName });
  await expect(page.getByText('1 of 1 seats available')).toBeVisible();

  await bookSeatThroughApi(page.request, venue.id);
  // The public seat counts may be cached for up to a second.
  await page.waitForTimeout(1100);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();

  await expect(toast(page, 'No Seats Available')).toContainText(
    'This venue is fully booked. Please select another venue.',
  );
  await expect(page.getByRole('dialog', { name: 'Complete Your Payment' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeDisabled();
  await expect(
    page.getByRole('combobox', { name: 'Venue' }).locator('option', { hasText: `${venue.displayName} (` }),
  ).toBeDisabled();
});
