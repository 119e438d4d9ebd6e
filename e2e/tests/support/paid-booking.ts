import { expect, test, type APIRequestContext } from '@playwright/test';
import pg from 'pg';

const port = process.env.E2E_PORT ?? '3100';
const baseURL = `http://127.0.0.1:${port}`;
const origin = { origin: baseURL };

/** A connection to the e2e server's database for the tests of one file, opened before them and closed after. */
export function e2eDatabase(): () => pg.Client {
  let db: pg.Client | undefined;
  test.beforeAll(async () => {
    db = new pg.Client({
      connectionString: `postgres://postgres@127.0.0.1:5432/${process.env.E2E_DATABASE ?? 'robo_e2e'}`,
    });
    await db.connect();
  });
  test.afterAll(async () => {
    await db?.end();
  });
  return () => db!;
}

/** A parent books and pays in the payment sandbox, through the public API; answers the booking id. */
export async function paidBooking(
  request: APIRequestContext,
  venueId: number,
  { phone, email = 'meera@example.com', child = 'Dev Iyer' }: { phone: string; email?: string; child?: string },
): Promise<string> {
  const pricing = (await (await request.get('/api/pricing')).json()) as {
    tier: string;
    basePrice: number;
    regularPrice: number;
  };
  const price = pricing.tier === 'early-bird' ? pricing.basePrice : pricing.regularPrice;
  const created = await request.post('/api/registrations', {
    headers: origin,
    data: {
      parentName: 'Meera Iyer',
      phoneNumber: phone,
      email,
      childName: child,
      gradeGroup: 'std-3-4',
      schoolName: 'DPS Pune',
      venueId,
      takeawayKit: false,
      totalAmount: price,
      originalAmount: price,
      discountAmount: 0,
    },
  });
  expect(created.status()).toBe(201);
  const { registration, razorpayOrder } = (await created.json()) as {
    registration: { bookingId: string };
    razorpayOrder: { id: string };
  };
  const paid = await request.post('/sandbox/pay', { headers: origin, data: { order_id: razorpayOrder.id } });
  expect(paid.ok()).toBe(true);
  const verified = await request.post('/api/verify-payment', {
    headers: origin,
    data: { ...(await paid.json()), booking_id: registration.bookingId },
  });
  expect(verified.ok()).toBe(true);
  return registration.bookingId;
}
