import { screen } from '@testing-library/react';
import { formatWorkshopTimes } from '@robo/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingDetails } from '../../../test/booking-fixtures';
import { renderWithProviders } from '../../../test/render';
import BookingThankYouPage from './BookingThankYouPage';

const STARTS = '2026-12-13T04:30:00.000Z';
const ENDS = '2026-12-13T08:30:00.000Z';

function renderPage(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  return renderWithProviders(<BookingThankYouPage />, {
    route: '/thank-you/RL-7KQ2M9XA',
    path: '/thank-you/:bookingId',
    language: 'mr',
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('booking thank-you page in Marathi', () => {
  it('confirms the booking in Marathi, with its title, labels, grade group and times in Marathi', async () => {
    const booking = bookingDetails({ takeawayKit: true });
    renderPage({ ...booking, venue: { ...booking.venue, startsAt: STARTS, endsAt: ENDS } });

    expect(await screen.findByRole('heading', { level: 1, name: 'बुकिंगची खात्री' })).toBeInTheDocument();
    expect(document.title).toBe('बुकिंगची खात्री | RoboLeague');
    expect(screen.getByText(`धन्यवाद! ${booking.childName} ची जागा निश्चित झाली आहे.`)).toBeInTheDocument();
    const details = screen.getByLabelText('बुकिंगची माहिती');
    expect(details).toHaveTextContent(`बुकिंग आयडी${booking.bookingId}`);
    expect(details).toHaveTextContent('इयत्ता गट');
    expect(details).toHaveTextContent('घरी नेण्याचे किटसमाविष्ट: वर्कशॉपच्या दिवशी ठिकाणी घ्या');
    expect(details).toHaveTextContent('पेमेंटची स्थितीपैसे भरले');
    expect(details.textContent).toContain(formatWorkshopTimes('mr', new Date(STARTS), new Date(ENDS)));
    expect(details).not.toHaveTextContent(booking.venue.dateTime);
    expect(screen.getByRole('link', { name: 'मुख्य पेजवर परत जा' })).toBeInTheDocument();
  });
});
