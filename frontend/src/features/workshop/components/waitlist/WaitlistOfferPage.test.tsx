import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type WaitlistOfferView, paise } from '@robo/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingDetails, FAMILY } from '../../../../test/booking-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { fakeApi, ok } from '../../test/fake-api';
import WaitlistOfferPage from './WaitlistOfferPage';

const OFFER: WaitlistOfferView = {
  ...FAMILY,
  childName: 'Tara Rao',
  venueId: 4,
  venue: { displayName: 'Pune — Baner', dateTime: 'Sun, 13 Dec 2026 · 10:00 AM', address: 'Baner Road, Pune' },
  expiresAt: '2026-12-01T10:00:00.000Z',
  prices: {
    withoutKit: { originalAmount: paise(34900), discountAmount: paise(0), totalAmount: paise(34900) },
    withKit: { originalAmount: paise(299900), discountAmount: paise(0), totalAmount: paise(299900) },
  },
};

function renderOffer() {
  const user = userEvent.setup();
  renderWithProviders(<WaitlistOfferPage />, { route: '/waitlist/offer/tok123', path: '/waitlist/offer/:token' });
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('waiting-list offer page', () => {
  it('shows the held seat filled in and books it at the offered price with the kit chosen, then asks for payment', async () => {
    const { calls } = fakeApi({
      'GET /api/waitlist/offer/tok123': ok(OFFER),
      'GET /api/razorpay-config': ok({ keyId: 'rzp_test_key', checkoutUrl: '/sandbox/checkout.js' }),
      'POST /api/waitlist/offer/tok123/book': {
        status: 201,
        json: {
          registration: bookingDetails({ childName: 'Tara Rao', paymentStatus: 'pending', simpleQrCodeUrl: null }),
          razorpayOrder: { id: 'order_w', amount: 299900, currency: 'INR' },
          releaseToken: 'rel',
        },
      },
    });
    const user = renderOffer();
    expect(await screen.findByRole('heading', { name: 'A seat is held for you' })).toBeInTheDocument();
    expect(screen.getByText('Pune — Baner')).toBeInTheDocument();
    expect(screen.getByText('Total: ₹349')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /take-away kit/ }));
    expect(screen.getByText('Total: ₹2,999')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book and pay' }));
    expect(await screen.findByRole('dialog', { name: 'Complete Your Payment' })).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/waitlist/offer/tok123/book')?.body).toEqual({
      takeawayKit: true,
      totalAmount: 299900,
    });
  });

  it('passes the seat on with "I no longer need it"', async () => {
    const { calls } = fakeApi({
      'GET /api/waitlist/offer/tok123': ok(OFFER),
      'POST /api/waitlist/offer/tok123/decline': ok({ declined: true }),
    });
    const user = renderOffer();
    await user.click(await screen.findByRole('button', { name: 'I no longer need it' }));
    expect(await screen.findByRole('heading', { name: 'Seat passed on' })).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/waitlist/offer/tok123/decline')).toBe(true);
  });

  it('says so when the offer has ended', async () => {
    fakeApi({
      'GET /api/waitlist/offer/tok123': {
        status: 409,
        json: {
          statusCode: 409,
          code: 'OFFER_GONE',
          message: 'This offer has ended: it was booked, declined or ran out.',
        },
      },
    });
    renderOffer();
    expect(await screen.findByText('This offer has ended: it was booked, declined or ran out.')).toBeInTheDocument();
  });
});
