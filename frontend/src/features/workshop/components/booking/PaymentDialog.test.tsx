import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, TAKEAWAY_KIT_NOTE, type RegistrationResponse, paise } from '@robo/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RazorpayConstructor, RazorpayFailure, RazorpayOptions } from '../../../../components/checkout';
import { bookingDetails } from '../../../../test/booking-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { apiError } from '../../../../test/fake-fetch';
import { fakeApi, type FakeRoute, ok } from '../../test/fake-api';
import { findToast } from '../../test/registration';
import { PaymentDialog } from './PaymentDialog';

const BOOKING: RegistrationResponse = {
  registration: bookingDetails({
    venue: {
      displayName: 'Pune — Baner',
      dateTime: 'Sun, 13 Dec 2026 · 10:00 AM – 2:00 PM',
      address: 'Baner Road, Pune',
    },
    simpleQrCodeUrl: null,
    paymentStatus: 'pending',
  }),

  razorpayOrder: { id: 'order_abc', amount: paise(294900), currency: 'INR' },
  releaseToken: 'token-abc',
};

const PAYMENT = { razorpay_order_id: 'order_abc', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' };

/** A stand-in for Razorpay's checkout: records what it was opened with and lets the test act as the parent. */
function installCheckout() {
  const opened: RazorpayOptions[] = [];
  let onFailure: ((response: RazorpayFailure) => void) | undefined;
  window.Razorpay = class {
    constructor(private readonly options: RazorpayOptions) {}
    on(_event: 'payment.failed', callback: (response: RazorpayFailure) => void) {
      onFailure = callback;
    }
    open() {
      opened.push(this.options);
    }
  } as unknown as RazorpayConstructor;
  const options = () => {
    const [first] = opened;
    if (!first) throw new Error('Checkout was not opened');
    return first;
  };
  return {
    opened,
    pay: () => act(async () => options().handler(PAYMENT)),
    dismiss: () => act(async () => options().modal?.ondismiss?.()),
    fail: (description?: string) => act(async () => onFailure?.({ error: { description } })),
  };
}

function renderDialog(extra: Record<string, FakeRoute> = {}, booking: RegistrationResponse = BOOKING) {
  const api = fakeApi({
    'GET /api/razorpay-config': ok({ keyId: 'rzp_test_key', checkoutUrl: '/sandbox/checkout.js' }),
    'POST /api/registrations/RL-7KQ2M9XA/checkout': ok({
      holdExpiresAt: '2026-01-01T10:15:00.000Z',
      now: '2026-01-01T10:00:00.000Z',
    }),
    ...extra,
  });
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<PaymentDialog booking={booking} open onClose={onClose} />, { route: '/', path: '/' });
  return { user, onClose, ...api };
}

/** The Pay button once it can be pressed: it is disabled while the payment key loads. */
async function payButton() {
  const button = await screen.findByRole('button', { name: 'Pay ₹2,949' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

afterEach(() => {
  delete window.Razorpay;
  document.querySelectorAll('script').forEach((script) => script.remove());
  vi.unstubAllGlobals();
});

/** The booking with a seat hold of `seconds` by a server clock far from this device's (a phone set wrong). */
const heldFor = (seconds: number): RegistrationResponse => {
  const serverNow = Date.parse('2031-03-01T10:00:00.000Z');
  return {
    ...BOOKING,
    registration: {
      ...BOOKING.registration,
      hold: {
        now: new Date(serverNow).toISOString(),
        holdExpiresAt: new Date(serverNow + seconds * 1000).toISOString(),
      },
    },
  };
};

describe('payment dialog', () => {
  it("counts the seat hold down by the server's clock, not the device's", async () => {
    renderDialog({}, heldFor(14 * 60 + 32));
    expect(screen.getByRole('timer')).toHaveTextContent(`${MESSAGES.seatHeldFor} 14:32`);
    expect(screen.getByText('Your seat is reserved. Pay now to confirm the booking.')).toBeInTheDocument();
    // A second or two later (this machine may be slow to tick): still minutes left, fewer than before.
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent(/14:(2\d|3[01])$/), { timeout: 3000 });
  });

  it('says the hold ended at zero, stops Pay and offers to start again', async () => {
    const { user, onClose } = renderDialog({}, heldFor(1));
    expect(await screen.findByText(MESSAGES.holdEndedNotice, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('Your seat is reserved. Pay now to confirm the booking.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹2,949' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: MESSAGES.holdStartAgain }));
    expect(onClose).toHaveBeenCalled();
  });

  it('lists the takeaway kit of a booking with one', () => {
    renderDialog({}, { ...BOOKING, registration: { ...BOOKING.registration, takeawayKit: true } });
    expect(screen.getByRole('dialog')).toHaveTextContent(`Takeaway kit${TAKEAWAY_KIT_NOTE}`);
  });

  it('shows the booking summary and the amount of the server order', async () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Complete Your Payment' });
    for (const text of [
      'RL-7KQ2M9XA',
      'Priya sharma',
      'Aarav Sharma',
      'Std 3–4',
      'Orchid School',
      'Pune — Baner',
      '₹2,949',
    ]) {
      expect(dialog).toHaveTextContent(text);
    }
    expect(await payButton()).toBeEnabled();
  });

  it("reads 'Payment Gateway Unavailable' and is disabled when there is no payment key", async () => {
    renderDialog({ 'GET /api/razorpay-config': ok({ keyId: null, checkoutUrl: null }) });
    expect(await screen.findByRole('button', { name: MESSAGES.paymentGatewayUnavailable })).toBeDisabled();
  });

  it('opens the checkout with the key and the server order, verifies the payment and goes to the thank-you page', async () => {
    const checkout = installCheckout();
    const { user, calls } = renderDialog({
      'POST /api/verify-payment': ok({ success: true, bookingId: 'RL-7KQ2M9XA' }),
    });
    await user.click(await payButton());

    await waitFor(() => expect(checkout.opened).toHaveLength(1));
    expect(checkout.opened[0]).toMatchObject({
      key: 'rzp_test_key',
      order_id: 'order_abc',
      amount: 294900,
      currency: 'INR',
      theme: { color: '#1b5e20' },
      prefill: { name: 'Priya sharma', email: 'priya@example.com', contact: '919876543210' },
    });
    await checkout.pay();

    expect(await findToast(MESSAGES.paymentSuccessful)).toBeInTheDocument();
    expect(await screen.findByText('Navigated to /thank-you/RL-7KQ2M9XA')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/verify-payment')?.body).toEqual({ ...PAYMENT, booking_id: 'RL-7KQ2M9XA' });
  });

  it('tells the server the checkout opens before opening it; a hold that ended shows why and opens nothing', async () => {
    const checkout = installCheckout();
    const opening = '/api/registrations/RL-7KQ2M9XA/checkout';
    const ended = 'This hold has ended: it was paid, released or has expired. Please start again.';
    const { user, calls } = renderDialog({
      [`POST ${opening}`]: { status: 409, json: apiError(409, 'HOLD_ENDED', ended) },
    });
    await user.click(await payButton());

    expect(await findToast(MESSAGES.paymentGatewayErrorTitle)).toHaveTextContent(ended);
    expect(calls.filter((c) => c.url === opening).map((c) => c.body)).toEqual([{ releaseToken: 'token-abc' }]);
    expect(checkout.opened).toHaveLength(0);
    expect(await payButton()).toBeEnabled();
  });

  it('disables cancel and close while the checkout runs; dismissing it ends processing and keeps the dialog', async () => {
    const checkout = installCheckout();
    const { user, onClose } = renderDialog();
    await user.click(await payButton());
    await waitFor(() => expect(checkout.opened).toHaveLength(1));

    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Close booking summary' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    await checkout.dismiss();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(await payButton()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives the seat back when the parent leaves the summary, not when only the checkout closes', async () => {
    const checkout = installCheckout();
    const release = '/api/registrations/RL-7KQ2M9XA/release';
    const { user, onClose, calls } = renderDialog({ [`POST ${release}`]: ok({ released: true }) });
    await user.click(await payButton());
    await waitFor(() => expect(checkout.opened).toHaveLength(1));
    await checkout.dismiss();
    expect(calls.filter((c) => c.url === release)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(calls.filter((c) => c.url === release).map((c) => c.body)).toEqual([{ releaseToken: 'token-abc' }]),
    );
  });

  it("shows 'Payment Verification Failed' with the server message and stays on the dialog", async () => {
    const checkout = installCheckout();
    const { user } = renderDialog({
      'POST /api/verify-payment': {
        status: 400,
        json: apiError(400, 'PAYMENT_VERIFICATION_FAILED', 'Payment signature is invalid'),
      },
    });
    await user.click(await payButton());
    await waitFor(() => expect(checkout.opened).toHaveLength(1));
    await checkout.pay();
    expect(await findToast(MESSAGES.paymentVerificationFailedTitle)).toHaveTextContent('Payment signature is invalid');
    expect(await payButton()).toBeEnabled();
    expect(screen.queryByText(/Navigated to/)).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to verify payment' when the verification call fails", async () => {
    const checkout = installCheckout();
    const { user } = renderDialog({ 'POST /api/verify-payment': null });
    await user.click(await payButton());
    await waitFor(() => expect(checkout.opened).toHaveLength(1));
    await checkout.pay();
    expect(await findToast(MESSAGES.paymentVerificationFailedTitle)).toHaveTextContent(MESSAGES.paymentVerifyFailed);
  });

  it('reports a failed payment from the checkout', async () => {
    const checkout = installCheckout();
    const { user } = renderDialog();
    await user.click(await payButton());
    await waitFor(() => expect(checkout.opened).toHaveLength(1));
    await checkout.fail('Card declined by the bank');
    expect(await findToast(MESSAGES.paymentFailedTitle)).toHaveTextContent('Card declined by the bank');
  });

  it("shows 'Payment Gateway Error' when the checkout script cannot load", async () => {
    const { user } = renderDialog();
    await user.click(await payButton());
    const script = await waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>('script[src$="/sandbox/checkout.js"]');
      expect(found).not.toBeNull();
      return found!;
    });
    act(() => {
      script.dispatchEvent(new Event('error'));
    });
    expect(await findToast(MESSAGES.paymentGatewayErrorTitle)).toHaveTextContent(MESSAGES.paymentGatewayLoadFailed);
    expect(await payButton()).toBeEnabled();
  });

  it("shows 'Payment Gateway Error' when the payment key could not be read", async () => {
    const { user } = renderDialog({ 'GET /api/razorpay-config': null });
    await user.click(await payButton());
    expect(await findToast(MESSAGES.paymentGatewayErrorTitle)).toHaveTextContent(MESSAGES.paymentGatewayNotConfigured);
  });
});
