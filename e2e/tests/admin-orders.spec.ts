import { randomBytes } from 'node:crypto';
import { expect, type BrowserContext, test } from '@playwright/test';
import pg from 'pg';

/** The store back office and the reports (issue 16): ship, cancel with refund and restock, read a season. */
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
const headers = { origin: baseURL };
let db: pg.Client;

test.beforeAll(async () => {
  db = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:5432/${process.env.E2E_DATABASE ?? 'robo_e2e'}`,
  });
  await db.connect();
});
test.afterAll(() => db.end());

async function signIn(context: BrowserContext) {
  expect((await context.request.post('/api/admin/login', { data: { password: 'admin123' }, headers })).ok()).toBe(true);
}

/** A demo kit bought (2 units) and paid in the payment sandbox, as the store's checkout does it. */
async function paidOrder(context: BrowserContext, buyer: string) {
  const {
    rows: [product],
  } = await db.query(`SELECT id, inventory FROM products WHERE is_active AND inventory >= 4 ORDER BY id LIMIT 1`);
  const created = await context.request.post('/api/razorpay/create-order', {
    headers,
    data: {
      productId: product.id,
      qty: 2,
      customerName: buyer,
      customerEmail: 'buyer@example.com',
      customerPhone: '9876501234',
      shippingAddress: { line1: '12 Lake View Road', city: 'Pune', state: 'Maharashtra', pincode: '411045' },
    },
  });
  expect(created.ok()).toBe(true);
  const gatewayOrderId = (await created.json()).order_id as string;
  const paid = await context.request.post('/sandbox/pay', { headers, data: { order_id: gatewayOrderId } });
  expect(paid.ok()).toBe(true);
  expect((await context.request.post('/api/store/verify-payment', { headers, data: await paid.json() })).ok()).toBe(
    true,
  );
  const {
    rows: [order],
  } = await db.query(`SELECT order_id FROM orders WHERE gateway_order_id = $1`, [gatewayOrderId]);
  return { orderId: order.order_id as string, productId: product.id as string };
}

const inventoryOf = async (productId: string) =>
  (await db.query('SELECT inventory FROM products WHERE id = $1', [productId])).rows[0].inventory as number;

test("store staff ship an order with a tracking number; the buyer's message waits in the outbox", async ({
  page,
  context,
}) => {
  const { orderId } = await paidOrder(context, 'Meera Ship');
  await signIn(context);
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 2, name: orderId })).toBeVisible();

  await page.getByRole('button', { name: 'Mark shipped' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as shipped' });
  await dialog.getByRole('textbox', { name: 'Courier' }).fill('Delhivery');
  await dialog.getByRole('textbox', { name: 'Tracking number' }).fill('DL555000111IN');
  await dialog
    .getByRole('textbox', { name: 'Tracking link' })
    .fill('https://www.delhivery.com/track/package/DL555000111IN');
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(dialog).toBeHidden();

  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Marked shipped')).toBeVisible();
  await expect(timeline.getByText('Delhivery DL555000111IN')).toBeVisible();
  // The buyer's message by e-mail and WhatsApp (held here: no provider is configured for the browser tests).
  await expect(timeline.getByText(/^Order shipped · E-mail/)).toBeVisible();
  await expect(timeline.getByText(/^Order shipped · WhatsApp/)).toBeVisible();
  const { rows } = await db.query(
    `SELECT channel FROM messages WHERE order_id = $1 AND template = 'order_shipped' ORDER BY channel`,
    [orderId],
  );
  expect(rows.map((row) => row.channel)).toEqual(['email', 'whatsapp']);

  // The packing slip: address, PIN code and the order id as a QR code.
  await page.goto(`/admin/orders/${orderId}/packing-slip`);
  const slip = page.getByRole('article', { name: `Packing slip ${orderId}` });
  await expect(slip.getByLabel('PIN code')).toHaveText('PIN 411045');
  const qr = slip.getByRole('img', { name: `QR code of order ${orderId}` });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('a paid order is cancelled with a full refund and its kits go back to stock once', async ({ page, context }) => {
  const { orderId, productId } = await paidOrder(context, 'Arjun Cancel');
  const before = await inventoryOf(productId);
  await signIn(context);
  await page.goto(`/admin/orders/${orderId}`);

  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${orderId}` });
  await expect(dialog.getByRole('radio', { name: /^Refund all that is left/ })).toBeChecked();
  // Restocking is a decision, never preselected.
  const restock = dialog.getByRole('checkbox', { name: 'Return 2 to stock' });
  await expect(restock).not.toBeChecked();
  await restock.check();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Buyer asked to cancel');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog).toBeHidden();

  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(timeline.getByText('Refund requested')).toBeVisible();
  expect(await inventoryOf(productId)).toBe(before + 2);

  // Asking again changes nothing: the kits are back already, nothing is left to refund.
  await page.getByRole('button', { name: 'Refund or restock' }).click();
  const again = page.getByRole('dialog', { name: `Cancel order ${orderId}` });
  await expect(again.getByRole('checkbox', { name: 'Already returned to stock' })).toBeDisabled();
  await expect(again.getByRole('radio', { name: 'No refund' })).toBeChecked();
  await again.getByRole('button', { name: 'Cancel', exact: true }).click();
  expect(await inventoryOf(productId)).toBe(before + 2);
  // One e-mail says both, the cancellation and its refund.
  const { rows } = await db.query(
    `SELECT template FROM messages WHERE order_id = $1 AND template IN ('order_cancelled', 'order_refunded') AND channel = 'email' ORDER BY template`,
    [orderId],
  );
  expect(rows.map((row) => row.template)).toEqual(['order_cancelled']);
});

test('a shipped order is refunded in part, nothing restocked, and its history shows the refund', async ({
  page,
  context,
}) => {
  const { orderId, productId } = await paidOrder(context, 'Kavya Refund');
  await signIn(context);
  const shipped = await context.request.post(`/api/admin/orders/${orderId}/fulfilment`, {
    headers,
    data: { state: 'shipped', courier: 'Delhivery', trackingNumber: 'DL777000111IN' },
  });
  expect(shipped.ok()).toBe(true);
  const before = await inventoryOf(productId);
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 2, name: orderId })).toBeVisible();

  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Refund order ${orderId}` });
  const units = dialog.getByRole('spinbutton', { name: 'Units back to stock' });
  await expect(units).toHaveValue('0');
  await expect(units).toBeDisabled(); // the kit is with the buyer
  await dialog.getByRole('radio', { name: 'Refund part' }).check();
  await dialog.getByRole('spinbutton', { name: 'Amount to refund (₹)' }).fill('500');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Motor missing from the box');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByText('Partially refunded', { exact: true })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Refund by staff')).toBeVisible();
  await expect(timeline.getByText(/refund ₹500 · “Motor missing from the box”/)).toBeVisible();
  await expect(timeline.getByText('Refund requested')).toBeVisible();
  expect(await inventoryOf(productId)).toBe(before);
  const {
    rows: [order],
  } = await db.query(`SELECT fulfilment FROM orders WHERE order_id = $1`, [orderId]);
  expect(order.fulfilment).toBe('shipped');
});

test('the reports of a seeded past season show the seeded figures', async ({ page, context }) => {
  // A season nobody else writes to: 2023-24, seeded straight into the tables the reports read.
  const suffix = randomBytes(3).toString('hex');
  const {
    rows: [venue],
  } = await db.query(
    `INSERT INTO venues (name, display_name, city, address, date_time, max_seats) VALUES ($1, $2, 'Pune', 'Hall', 'Sun, 10 Dec 2023', 100) RETURNING id`,
    [`season-${suffix}`, `Season Hall ${suffix}`],
  );
  const booking = (i: number, kit: boolean, amount: number, paidAt: string | null) =>
    db.query(
      `INSERT INTO registrations (parent_name, phone_number, email, child_name, grade_group, school_name, venue_id, takeaway_kit,
       original_amount, discount_amount, total_amount, booking_id, payment_status, payment_id, created_at, paid_at, hold_expires_at, holds_seat)
     VALUES ('Parent', '+919800000000', 'p@example.com', 'Child', 'std-3-4', 'School', $1, $2, $3, 0, $3, $4, $5, $6, $7, $8,
       $7::timestamptz + interval '15 minutes', false) RETURNING booking_id, payment_id`,
      [
        venue.id,
        kit,
        amount,
        `RL-S${suffix}${i}`.toUpperCase(),
        paidAt ? 'paid' : 'expired',
        paidAt ? `pay_s${suffix}${i}` : null,
        paidAt ?? '2023-08-01T10:00:00+05:30',
        paidAt,
      ],
    );
  await booking(1, false, 34900, '2023-06-10T10:00:00+05:30');
  await booking(2, false, 199900, '2023-09-02T11:00:00+05:30');
  const {
    rows: [refunded],
  } = await booking(3, true, 299900, '2024-01-20T12:00:00+05:30');
  await booking(4, false, 199900, null);
  await db.query(
    `INSERT INTO payment_refund_totals (payment_id, captured_paise, refunded_paise) VALUES ($1, 299900, 100000)`,
    [refunded.payment_id],
  );
  await db.query(
    `INSERT INTO refunds (subject_type, subject_id, payment_id, amount_paise, reason, requested_by, key, status, processed_at)
     VALUES ('registration', $1, $2, 100000, 'part', 'Desk', $3, 'processed', '2024-02-01T10:00:00+05:30')`,
    [refunded.booking_id, refunded.payment_id, `season-${suffix}`],
  );

  await signIn(context);
  await page.goto('/admin/reports?from=2023-04-01&to=2024-03-31');
  const cells = (table: string, first: string) =>
    page
      .getByRole('table', { name: table })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: first, exact: true }) })
      .getByRole('cell');
  await expect(cells('Revenue', 'Tickets')).toHaveText(['Tickets', '2', '₹2,348', '₹0', '₹2,348']);
  await expect(cells('Revenue', 'Tickets with kit')).toHaveText([
    'Tickets with kit',
    '1',
    '₹2,999',
    '₹1,000',
    '₹1,999',
  ]);
  await expect(cells('Revenue', 'Total')).toHaveText(['Total', '3', '₹5,347', '₹1,000', '₹4,347']);
  await expect(cells('By venue', `Season Hall ${suffix}`)).toHaveText([
    `Season Hall ${suffix}`,
    'Pune',
    '3',
    '₹5,347',
    '₹1,000',
    '₹4,347',
  ]);
  await expect(cells('Hold to paid, per day', '2023-08-01')).toHaveText(['2023-08-01', '1', '0', '0%', '0', '0', '0%']);
});
