import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatWorkshopTimes } from '@robo/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { EARLY_BIRD_PRICING, EDITION_ON_SALE, fakeApi, ok, venue } from '../test/fake-api';
import BookingSection from './BookingSection';
import LandingPage from './LandingPage';

const PUNE = venue();

function routes() {
  return {
    'GET /api/pricing': ok(EARLY_BIRD_PRICING),
    'GET /api/venues': ok([PUNE, venue({ id: 2, displayName: 'Mumbai — Andheri West', availableSeats: 0 })]),
    'GET /api/availability/1': ok({
      availableSeats: 140,
      maxSeats: 150,
      venue: { address: PUNE.address, dateTime: PUNE.dateTime, startsAt: PUNE.startsAt, endsAt: PUNE.endsAt },
    }),
    'GET /api/razorpay-config': ok({ keyId: 'rzp_test_key', checkoutUrl: '/sandbox/checkout.js' }),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the booking path in Hindi', () => {
  it('labels the form in Hindi and shows its validation messages in Hindi', async () => {
    fakeApi(routes());
    const user = userEvent.setup();
    renderWithProviders(<BookingSection />, { language: 'hi' });

    expect(screen.getByRole('list', { name: 'बुकिंग के चरण' })).toHaveTextContent('जानकारी भरें');
    expect(screen.getByRole('textbox', { name: 'अभिभावक का नाम' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'बच्चे का नाम' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'कक्षा 3–4' })).toBeInTheDocument();
    // Venue names stay as they are; the seats and a full venue are said in Hindi.
    expect(await screen.findByRole('option', { name: 'Pune — Baner (140 सीटें बाकी)' })).toBeInTheDocument();
    expect(screen.getByText('Mumbai — Andheri West की सभी सीटें बुक हो चुकी हैं।')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'स्थान (वेन्यू)' }), '1');
    const seats = await screen.findByRole('status');
    expect(seats).toHaveTextContent('150 में से 140 सीटें उपलब्ध');
    // Intl's spacing (narrow no-break spaces) as it is: compared without normalising whitespace.
    expect(seats.textContent).toContain(
      formatWorkshopTimes('hi', new Date(PUNE.startsAt ?? ''), new Date(PUNE.endsAt ?? '')),
    );
    expect(seats).not.toHaveTextContent(PUNE.dateTime);

    const submit = screen.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('अभिभावक का नाम कम से कम 2 अक्षरों का होना चाहिए')).toBeInTheDocument();
    expect(screen.getByText('कृपया सही 10 अंकों का मोबाइल नंबर लिखें')).toBeInTheDocument();
    expect(screen.getByText('कृपया कक्षा समूह चुनें')).toBeInTheDocument();
    expect(screen.getByText('आगे बढ़ने के लिए नियम और शर्तें स्वीकार करना ज़रूरी है')).toBeInTheDocument();
  });

  it('says a missing coupon code in Hindi', async () => {
    fakeApi(routes());
    const user = userEvent.setup();
    renderWithProviders(<BookingSection />, { language: 'hi' });
    await user.click(screen.getByRole('button', { name: 'लगाएँ' }));
    expect(await screen.findByText('कृपया कूपन कोड लिखें')).toBeInTheDocument();
  });

  it('titles the landing page and its sections in Hindi, keeping the edition content as entered', async () => {
    fakeApi(routes());
    renderWithProviders(<LandingPage />, {
      language: 'hi',
      serverData: { landingEdition: { edition: EDITION_ON_SALE } },
    });
    await waitFor(() => expect(document.title).toBe(`${EDITION_ON_SALE.name} — कक्षा 1-9 के लिए रोबोटिक्स वर्कशॉप`));
    expect(screen.getByRole('region', { name: 'वर्कशॉप फ़ीस' })).toBeInTheDocument();
    const faq = screen.getByRole('region', { name: 'अक्सर पूछे जाने वाले सवाल' });
    expect(await within(faq).findByRole('button', { name: 'Which robot do we build?' })).toBeInTheDocument();
    expect(within(faq).getByRole('button', { name: 'क्या मेरे बच्चे को पहले से कोई अनुभव चाहिए?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'सीट बुक करें' })).toBeInTheDocument();
  });
});
