import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ABUSE_MESSAGES, HOLDS_BUSY, MESSAGES, UNRESTRICTED_COUPON, paise, type CouponRule } from '@robo/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingDetails, FAMILY } from '../../../../test/booking-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { apiError } from '../../../../test/fake-fetch';
import { EARLY_BIRD_PRICING, fakeApi, type FakeRoute, ok, venue } from '../../test/fake-api';
import { fillValidForm, findToast, submitButton } from '../../test/registration';
import BookingSection from '../BookingSection';

const AVAILABILITY = {
  availableSeats: 140,
  maxSeats: 150,
  venue: {
    address: 'Orchid School Auditorium, Baner Road, Pune 411045',
    dateTime: 'Sun, 13 Dec 2026 · 10:00 AM – 2:00 PM',
  },
};

function routes(extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    'GET /api/pricing': ok(EARLY_BIRD_PRICING),
    'GET /api/venues': ok([
      venue(),
      venue({ id: 2, displayName: 'Mumbai — Andheri West', bookedSeats: 150, availableSeats: 0 }),
    ]),
    'GET /api/availability/1': ok(AVAILABILITY),
    'GET /api/razorpay-config': ok({ keyId: 'rzp_test_key', checkoutUrl: '/sandbox/checkout.js' }),
    ...extra,
  };
}

function renderForm() {
  const user = userEvent.setup();
  renderWithProviders(<BookingSection />);
  return user;
}

function priceSummary() {
  return screen.getByRole('region', { name: 'Price summary' });
}

function total() {
  return within(priceSummary()).getByText('Total').parentElement!;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('registration form', () => {
  it('shows the three steps, on step 1', () => {
    fakeApi(routes());
    renderForm();
    const steps = screen.getByRole('list', { name: 'Booking steps' });
    expect(steps).toHaveTextContent('Fill Details');
    expect(steps).toHaveTextContent('Payment');
    expect(steps).toHaveTextContent('Confirmation');
    expect(within(steps).getByText('1').closest('.Mui-active')).not.toBeNull();
  });

  it('shows every validation message when submitted empty', async () => {
    fakeApi(routes());
    const user = renderForm();
    await screen.findByRole('option', { name: /Pune — Baner/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Venue' }), '1');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());

    for (const message of [
      MESSAGES.parentNameMin,
      MESSAGES.mobileInvalid,
      MESSAGES.emailInvalid,
      MESSAGES.childNameMin,
      MESSAGES.gradeGroupInvalid,
      MESSAGES.schoolNameMin,
      MESSAGES.termsRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it.each(['+91 98765 43210', '91-98765-43210', '098765 43210', '(98765) 43210', '9876543210'])(
    'reads the mobile number %p, typed or pasted, as its 10 digits beside a fixed +91',
    async (input) => {
      fakeApi(routes());
      const user = renderForm();
      const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
      await user.click(mobile);
      await user.paste(input);
      expect(mobile).toHaveValue('9876543210');
      await user.clear(mobile);
      await user.type(mobile, input);
      expect(mobile).toHaveValue('9876543210');
      expect(screen.getByText('+91')).toBeInTheDocument();
    },
  );

  it('keeps a number with a digit too many as typed and says it is wrong, rather than dropping a digit', async () => {
    fakeApi(routes());
    const user = renderForm();
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
    await user.type(mobile, '98765432109');
    await user.tab();
    expect(mobile).toHaveValue('98765432109');
    expect(await screen.findByText(MESSAGES.mobileInvalid)).toBeInTheDocument();
  });

  it('leaves an untouched form clean when tabbing through it', async () => {
    fakeApi(routes());
    const user = renderForm();
    screen.getByRole('textbox', { name: "Parent's name" }).focus();
    for (let i = 0; i < 8; i += 1) await user.tab();
    expect(screen.queryByText(MESSAGES.parentNameMin)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.mobileInvalid)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.emailInvalid)).not.toBeInTheDocument();
  });

  it('capitalises the parent name and title-cases the child name as they are typed', async () => {
    fakeApi(routes());
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: "Parent's name" }), 'priya sharma');
    await user.type(screen.getByRole('textbox', { name: "Child's name" }), 'aarav kumar sharma');
    expect(screen.getByRole('textbox', { name: "Parent's name" })).toHaveValue('Priya sharma');
    expect(screen.getByRole('textbox', { name: "Child's name" })).toHaveValue('Aarav Kumar Sharma');
  });

  it('states in the terms that tickets are non-refundable and may move venue 48 hours ahead, with a link to them', () => {
    fakeApi(routes());
    renderForm();
    const terms = screen.getByRole('checkbox', {
      name: /Tickets are non-refundable\. A transfer to another venue may be requested at least 48 hours before the workshop\./,
    });
    expect(terms).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
  });

  it('keeps submit disabled until the chosen venue has availability data', async () => {
    let answer!: () => void;
    const availabilityLater = new Promise<void>((resolve) => {
      answer = resolve;
    });
    fakeApi(routes({ 'GET /api/availability/1': async () => (await availabilityLater, ok(AVAILABILITY)) }));
    const user = renderForm();
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText('Choose a venue to continue.')).toBeInTheDocument();
    await screen.findByRole('option', { name: /Pune — Baner/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Venue' }), '1');
    expect(submitButton()).toBeDisabled();
    answer();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(screen.getByText('140 of 150 seats available')).toBeInTheDocument();
  });
});

describe('venue selector', () => {
  it('shows each venue with its seats and greys out a full one', async () => {
    fakeApi(routes());
    renderForm();
    const open = await screen.findByRole('option', { name: 'Pune — Baner (140 seats left)' });
    const full = screen.getByRole('option', { name: 'Mumbai — Andheri West (0 seats left, fully booked)' });
    expect(open).toBeEnabled();
    expect(full).toBeDisabled();
  });

  it('greys out a venue whose bookings have closed', async () => {
    fakeApi(
      routes({
        'GET /api/venues': ok([venue(), venue({ id: 3, displayName: 'Nashik — College Road', bookingClosed: true })]),
      }),
    );
    renderForm();
    await screen.findByRole('option', { name: 'Pune — Baner (140 seats left)' });
    expect(screen.getByRole('option', { name: 'Nashik — College Road (bookings closed)' })).toBeDisabled();
  });

  it('blocks submission when the chosen venue has no seats left', async () => {
    fakeApi(routes({ 'GET /api/availability/1': ok({ ...AVAILABILITY, availableSeats: 0 }) }));
    const user = renderForm();
    await fillValidForm(user);
    expect(await screen.findByText(MESSAGES.venueFull)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it("says 'No Seats Available' when the venue fills up before the submit reaches the server", async () => {
    const { calls } = fakeApi(
      routes({
        'POST /api/registrations': {
          status: 409,
          json: apiError(409, 'VENUE_FULL', MESSAGES.venueFull),
        },
      }),
    );
    const user = renderForm();
    await fillValidForm(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    const toast = await findToast(MESSAGES.noSeatsTitle);
    expect(toast).toHaveAttribute('role', 'alert');
    expect(toast).toHaveTextContent(MESSAGES.venueFull);
    // The seats are read again, so the list shows the venue as full.
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/venues')).toHaveLength(2));
  });
});

describe('waiting list', () => {
  it("lists a full venue with a button that joins its waiting list with the form's details", async () => {
    const { calls } = fakeApi(routes({ 'POST /api/waitlist': { status: 201, json: { entryId: 7, position: 3 } } }));
    const user = renderForm();
    await fillValidForm(user);
    const fullVenues = await screen.findByRole('list', { name: 'Fully booked venues' });
    expect(fullVenues).toHaveTextContent('Mumbai — Andheri West is fully booked.');
    expect(fullVenues).not.toHaveTextContent('Pune — Baner');
    await user.click(
      within(fullVenues).getByRole('button', { name: 'Join the waiting list for Mumbai — Andheri West' }),
    );
    expect(await screen.findByText(/You are number 3 on the waiting list/)).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/waitlist')?.body).toEqual({ venueId: 2, ...FAMILY });
    expect(screen.queryByRole('list', { name: 'Fully booked venues' })).not.toBeInTheDocument();
  });

  it('asks for the missing details before joining, and sends nothing', async () => {
    const { calls } = fakeApi(routes());
    const user = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Join the waiting list for Mumbai — Andheri West' }));
    expect(await screen.findByText(MESSAGES.parentNameMin)).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/waitlist')).toBe(false);
  });

  it('offers the waiting list of the chosen venue when it filled up after the list was read', async () => {
    const { calls } = fakeApi(
      routes({
        'GET /api/availability/1': ok({ ...AVAILABILITY, availableSeats: 0 }),
        'POST /api/waitlist': { status: 201, json: { entryId: 8, position: 1 } },
      }),
    );
    const user = renderForm();
    await fillValidForm(user);
    expect(submitButton()).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'Join the waiting list for Pune — Baner' }));
    expect(await screen.findByText(/You are number 1 on the waiting list/)).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/waitlist')?.body).toEqual({ venueId: 1, ...FAMILY });
  });
});

/** A coupon rule as the server answers it: flat, everywhere, at any time, unless overridden. */
function flatCoupon(code: string, discountAmount: number, overrides: Partial<CouponRule> = {}): CouponRule {
  return {
    code,
    kind: 'flat',
    discountAmount: paise(discountAmount),
    percentOff: null,
    ...UNRESTRICTED_COUPON,
    ...overrides,
  };
}

describe('coupon', () => {
  it('asks for a code when Apply is pressed with an empty entry', async () => {
    const { calls } = fakeApi(routes());
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Coupon code (optional)' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(MESSAGES.couponCodeEmpty)).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/validate-coupon')).toBe(false);
  });

  it('sends the code trimmed and uppercased, then shows the server error for an invalid code', async () => {
    const { calls } = fakeApi(
      routes({ 'POST /api/validate-coupon': ok({ valid: false, error: MESSAGES.couponUsedUp }) }),
    );
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Coupon code (optional)' }), '  early50 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(MESSAGES.couponUsedUp)).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/validate-coupon')?.body).toEqual({ code: 'EARLY50', takeawayKit: false });
  });

  it("falls back to 'Invalid coupon code' when the server gives no reason", async () => {
    fakeApi(routes({ 'POST /api/validate-coupon': ok({ valid: false }) }));
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Coupon code (optional)' }), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(MESSAGES.couponInvalid)).toBeInTheDocument();
  });

  it('says the check failed when the call fails', async () => {
    fakeApi(routes({ 'POST /api/validate-coupon': null }));
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Coupon code (optional)' }), 'EARLY50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(MESSAGES.couponValidateFailed)).toBeInTheDocument();
  });

  it('applies a valid coupon with a toast, then removes it with a toast', async () => {
    fakeApi(routes({ 'POST /api/validate-coupon': ok({ valid: true, coupon: flatCoupon('EARLY50', 5000) }) }));
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Coupon code (optional)' }), 'early50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await findToast(MESSAGES.couponApplied)).toHaveTextContent('EARLY50: ₹50 off');
    expect(within(priceSummary()).getByText('Coupon EARLY50')).toBeInTheDocument();
    expect(total()).toHaveTextContent('₹299');

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await findToast(MESSAGES.couponRemoved)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.couponApplied)).not.toBeInTheDocument();
    expect(within(priceSummary()).queryByText('Coupon EARLY50')).not.toBeInTheDocument();
    expect(total()).toHaveTextContent('₹349');
    expect(screen.getByRole('textbox', { name: 'Coupon code (optional)' })).toHaveValue('');
  });
});

describe('coupon rules on the form', () => {
  it('takes a percent coupon off rounded to the rupee', async () => {
    fakeApi(
      routes({
        'POST /api/validate-coupon': ok({
          valid: true,
          coupon: flatCoupon('TENOFF', 0, { kind: 'percent', percentOff: 10 }),
        }),
      }),
    );
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Coupon code (optional)' }), 'tenoff');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await findToast(MESSAGES.couponApplied)).toHaveTextContent('TENOFF: 10% off');
    // 10 % of ₹349 is ₹34.90: ₹35 off.
    expect(total()).toHaveTextContent('₹314');
  });

  it('sends what it knows of the booking with the check, and drops a coupon the booking no longer fits', async () => {
    const { calls } = fakeApi(
      routes({
        'POST /api/validate-coupon': ok({
          valid: true,
          coupon: flatCoupon('JUNIOR', 5000, { gradeGroups: ['std-1-2'] }),
        }),
      }),
    );
    const user = renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade group' }), 'std-1-2');
    await user.type(screen.getByRole('textbox', { name: 'Coupon code (optional)' }), 'junior');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await findToast(MESSAGES.couponApplied);
    expect(calls.find((c) => c.url === '/api/validate-coupon')?.body).toEqual({
      code: 'JUNIOR',
      gradeGroup: 'std-1-2',
      takeawayKit: false,
    });
    expect(total()).toHaveTextContent('₹299');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade group' }), 'std-5-9');
    expect(await screen.findByText(MESSAGES.couponNotForWorkshop)).toBeInTheDocument();
    expect(total()).toHaveTextContent('₹349');
    expect(within(priceSummary()).queryByText('Coupon JUNIOR')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade group' }), 'std-1-2');
    expect(screen.queryByText(MESSAGES.couponNotForWorkshop)).not.toBeInTheDocument();
    expect(total()).toHaveTextContent('₹299');
  });

  it('shows the minimum amount a coupon needs, and applies it once a kit reaches it', async () => {
    fakeApi(
      routes({
        'POST /api/validate-coupon': ok({
          valid: true,
          coupon: flatCoupon('BIGKIT', 10000, { minAmountPaise: paise(100000) }),
        }),
      }),
    );
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Coupon code (optional)' }), 'bigkit');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(MESSAGES.couponBelowMinimum('₹1,000'))).toBeInTheDocument();
    expect(total()).toHaveTextContent('₹349');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade group' }), 'std-3-4');
    await user.click(screen.getByRole('checkbox', { name: /takeaway kit/ }));
    expect(total()).toHaveTextContent('₹2,899');
    expect(screen.queryByText(MESSAGES.couponBelowMinimum('₹1,000'))).not.toBeInTheDocument();
  });
});

describe('price summary', () => {
  it('starts at the Super Early Bird ticket price', async () => {
    fakeApi(routes());
    renderForm();
    expect(total()).toHaveTextContent('₹349');
    expect(within(priceSummary()).getByText('₹1,999').tagName).toBe('DEL');
  });

  it('recomputes the total for the kit of the chosen grade and the coupon', async () => {
    fakeApi(routes({ 'POST /api/validate-coupon': ok({ valid: true, coupon: flatCoupon('EARLY50', 5000) }) }));
    const user = renderForm();
    const kit = screen.getByRole('checkbox', { name: /takeaway kit/ });
    expect(kit).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade group' }), 'std-3-4');
    expect(
      screen.getByRole('checkbox', { name: /takeaway kit for Std 3–4: ₹2,999 ₹5,000 \(you save ₹2,001\)/ }),
    ).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /takeaway kit/ }));
    expect(total()).toHaveTextContent('₹2,999');

    await user.type(screen.getByRole('textbox', { name: 'Coupon code (optional)' }), 'EARLY50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText(MESSAGES.couponApplied);
    expect(within(priceSummary()).getByText('Coupon EARLY50').parentElement).toHaveTextContent('−₹50');
    expect(total()).toHaveTextContent('₹2,949');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade group' }), 'std-5-9');
    expect(total()).toHaveTextContent('₹4,949');

    await user.click(screen.getByRole('checkbox', { name: /takeaway kit/ }));
    expect(total()).toHaveTextContent('₹299');
  });

  it("prices the booking with the prices of the edition on sale, not edition 1's", async () => {
    const nextSeason = {
      ...EARLY_BIRD_PRICING,
      basePrice: 44900,
      regularPrice: 249900,
      kitPrices: { 'std-1-2': 209900, 'std-3-4': 309900, 'std-5-9': 509900 },
    };
    fakeApi(routes({ 'GET /api/pricing': ok(nextSeason) }));
    const user = renderForm();
    await waitFor(() => expect(total()).toHaveTextContent('₹449'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade group' }), 'std-3-4');
    await user.click(screen.getByRole('checkbox', { name: /takeaway kit/ }));
    expect(total()).toHaveTextContent('₹3,099');
  });

  it('uses the regular price once the Super Early Bird places are gone', async () => {
    fakeApi(routes({ 'GET /api/pricing': ok({ ...EARLY_BIRD_PRICING, tier: 'regular', earlyBirdRemaining: 0 }) }));
    renderForm();
    await waitFor(() => expect(total()).toHaveTextContent('₹1,999'));
  });
});

describe('submitting', () => {
  it('sends the registration with the 91 prefix and the computed amounts, then opens the payment dialog', async () => {
    const registration = bookingDetails({
      venue: {
        displayName: 'Pune — Baner',
        dateTime: AVAILABILITY.venue.dateTime,
        address: AVAILABILITY.venue.address,
      },
      totalAmount: paise(29900),
      simpleQrCodeUrl: null,
      paymentStatus: 'pending',
    });
    const { calls } = fakeApi(
      routes({
        'POST /api/validate-coupon': ok({ valid: true, coupon: flatCoupon('EARLY50', 5000) }),
        'POST /api/registrations': {
          status: 201,
          json: {
            registration,
            razorpayOrder: { id: 'order_1', amount: 29900, currency: 'INR' },
            releaseToken: 'token-1',
          },
        },
      }),
    );
    const user = renderForm();
    await fillValidForm(user);
    await user.type(
      screen.getByRole('textbox', { name: 'School GSTIN (optional, for the tax invoice)' }),
      '27aaaar0000a1zl',
    );
    await user.type(screen.getByRole('textbox', { name: 'Coupon code (optional)' }), 'early50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText(MESSAGES.couponApplied);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());

    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Payment' });
    expect(calls.find((c) => c.url === '/api/registrations')?.body).toEqual({
      ...FAMILY,
      venueId: 1,
      takeawayKit: false,
      totalAmount: 29900,
      originalAmount: 34900,
      couponCode: 'EARLY50',
      discountAmount: 5000,
      buyerGstin: '27AAAAR0000A1ZL',
    });
    expect(dialog).toHaveTextContent('RL-7KQ2M9XA');
    expect(dialog).toHaveTextContent('Pune — Baner');
    expect(within(dialog).getByRole('button', { name: 'Pay ₹299' })).toBeEnabled();
    // The thank-you page will show this browser the QR code and invoice: it keeps the release token.
    expect(localStorage.getItem('robo.booker.booking.RL-7KQ2M9XA')).toBe('token-1');
  });

  it("shows 'Registration Failed' with the server message", async () => {
    fakeApi(
      routes({ 'POST /api/registrations': { status: 400, json: apiError(400, 'VALIDATION', MESSAGES.phoneInvalid) } }),
    );
    const user = renderForm();
    await fillValidForm(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    expect(await findToast(MESSAGES.registrationFailedTitle)).toHaveTextContent(MESSAGES.phoneInvalid);
  });

  it('says many families are booking when the hoarding alarm share refuses the hold, and sends it only once', async () => {
    const { calls } = fakeApi(
      routes({
        'POST /api/registrations': {
          status: 429,
          json: apiError(429, HOLDS_BUSY, ABUSE_MESSAGES.holdsBusy.booking),
        },
      }),
    );
    const user = renderForm();
    await fillValidForm(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    expect(await findToast(MESSAGES.registrationFailedTitle)).toHaveTextContent(ABUSE_MESSAGES.holdsBusy.booking);
    expect(calls.filter((c) => c.url === '/api/registrations')).toHaveLength(1);
  });

  it("falls back to 'Failed to create registration' when the server gives no message", async () => {
    fakeApi(routes({ 'POST /api/registrations': null }));
    const user = renderForm();
    await fillValidForm(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    expect(await findToast(MESSAGES.registrationFailedTitle)).toHaveTextContent(MESSAGES.registrationFailed);
  });

  it('refreshes the price and says so when the server answers that the price changed', async () => {
    let tier: 'early-bird' | 'regular' = 'early-bird';
    fakeApi(
      routes({
        'GET /api/pricing': () => ok({ ...EARLY_BIRD_PRICING, tier, earlyBirdRemaining: tier === 'regular' ? 0 : 1 }),
        'POST /api/registrations': () => {
          tier = 'regular';
          return {
            status: 409,
            json: apiError(409, 'PRICE_CHANGED', 'The price has changed', {
              currentPrice: { originalAmount: 199900, discountAmount: 0, totalAmount: 199900 },
            }),
          };
        },
      }),
    );
    const user = renderForm();
    await fillValidForm(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(total()).toHaveTextContent('₹349');
    await user.click(submitButton());
    expect(await findToast(MESSAGES.registrationFailedTitle)).toHaveTextContent(/the total is now ₹1,999/);
    await waitFor(() => expect(total()).toHaveTextContent('₹1,999'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
