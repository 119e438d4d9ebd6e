import { readdirSync, readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';

/** The subjects of the e-mails the app sent to `address` at the loopback SMTP server (e2e/mail-sink.mjs), oldest first. */
export async function subjectsTo(address: string): Promise<string[]> {
  const dir = new URL('../../.data/mail/', import.meta.url);
  const names = readdirSync(dir)
    .filter((name) => name.includes(address))
    .sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]));
  return Promise.all(names.map(async (name) => (await simpleParser(readFileSync(new URL(name, dir)))).subject ?? ''));
}

export async function codeSentTo(address: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const subject = (await subjectsTo(address)).reverse().find((s) => /^Your RoboLeague code: \d{6}$/.test(s));
        code = subject?.slice(-6) ?? '';
        return code;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** The id of a venue given by id or by its display name (a demo venue's). */
async function venueIdOf(request: APIRequestContext, venue: number | string): Promise<number> {
  if (typeof venue === 'number') return venue;
  const venues = (await (await request.get('/api/venues')).json()) as Array<{ id: number; displayName: string }>;
  return venues.find((v) => v.displayName === venue)!.id;
}

/** A parent books a venue (the demo Pune one by default) through the API and pays in the sandbox; answers the booking id. */
export async function paidBooking(
  request: APIRequestContext,
  { email, phone, child }: { email: string; phone: string; child: string },
  venue: number | string = 'Pune — Baner',
): Promise<string> {
  const pricing = (await (await request.get('/api/pricing')).json()) as {
    tier: string;
    basePrice: number;
    regularPrice: number;
  };
  const price = pricing.tier === 'early-bird' ? pricing.basePrice : pricing.regularPrice;
  const created = await request.post('/api/registrations', {
    data: {
      parentName: 'Kavya Menon',
      phoneNumber: phone,
      email,
      childName: child,
      gradeGroup: 'std-3-4',
      schoolName: 'Baner Public School',
      venueId: await venueIdOf(request, venue),
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
  const payment = await (await request.post('/sandbox/pay', { data: { order_id: razorpayOrder.id } })).json();
  expect(
    (await request.post('/api/verify-payment', { data: { ...payment, booking_id: registration.bookingId } })).ok(),
  ).toBe(true);
  return registration.bookingId;
}

export async function signInAsAdmin(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Password').fill('admin123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
