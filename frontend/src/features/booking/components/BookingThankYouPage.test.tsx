import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, TAKEAWAY_KIT_NOTE, paise } from '@robo/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingDetails } from '../../../test/booking-fixtures';
import { apiError } from '../../../test/fake-fetch';
import { renderWithProviders } from '../../../test/render';
import BookingThankYouPage from './BookingThankYouPage';

const BOOKING = bookingDetails();

/** Each read of the booking gets the next reply; the last one repeats. */
function stubDetails(...replies: Array<{ status: number; body: unknown }>) {
  let reads = 0;
  const fetchMock = vi.fn<typeof fetch>(async () => {
    const { status, body } = replies[Math.min(reads++, replies.length - 1)] ?? { status: 500, body: null };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(bookingId = 'RL-7KQ2M9XA') {
  return renderWithProviders(<BookingThankYouPage />, {
    route: `/thank-you/${bookingId}`,
    path: '/thank-you/:bookingId',
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The header a read of the booking sent (the release token proving this browser made it), if any. */
const tokenSent = (fetchMock: ReturnType<typeof stubDetails>) =>
  new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('X-Release-Token');

describe('booking thank-you page', () => {
  it("counts a pending booking's seat hold down, and at zero offers to start again", async () => {
    const serverNow = Date.parse('2031-03-01T10:00:00.000Z');
    const hold = { now: new Date(serverNow).toISOString(), holdExpiresAt: new Date(serverNow + 2_000).toISOString() };
    stubDetails({ status: 200, body: { ...BOOKING, paymentStatus: 'pending', simpleQrCodeUrl: null, hold } });
    renderPage();
    expect(await screen.findByRole('timer')).toHaveTextContent(`${MESSAGES.seatHeldFor} 0:02`);
    expect(await screen.findByText(MESSAGES.holdEndedNotice, {}, { timeout: 4000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.holdStartAgain }));
    expect(await screen.findByText('Navigated to /')).toBeInTheDocument();
  });

  it('says a booking includes a takeaway kit', async () => {
    stubDetails({ status: 200, body: { ...BOOKING, takeawayKit: true } });
    renderPage();
    expect(await screen.findByLabelText('Booking details')).toHaveTextContent(`Takeaway kit${TAKEAWAY_KIT_NOTE}`);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('titles an expired booking as expired, not as a confirmation', async () => {
    stubDetails({ status: 200, body: { ...BOOKING, paymentStatus: 'expired', simpleQrCodeUrl: null } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking Expired' })).toBeInTheDocument();
    expect(document.title).toBe('Booking Expired | RoboLeague');
    expect(screen.queryByText('Booking Confirmation')).not.toBeInTheDocument();
  });

  it('says it is loading until the booking arrives', async () => {
    stubDetails({ status: 200, body: BOOKING });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.loadingBooking);
    expect(await screen.findByText("Thank you! Aarav Sharma's seat is confirmed.")).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.loadingBooking)).not.toBeInTheDocument();
  });

  it('shows the booking record, the amount and the QR code with a link to it', async () => {
    const fetchMock = stubDetails({ status: 200, body: BOOKING });
    renderPage();
    const record = await screen.findByLabelText('Booking details');
    for (const text of [
      'RL-7KQ2M9XA',
      'Priya sharma',
      'Aarav Sharma',
      'Std 3–4',
      'Orchid School',
      'Pune — Baner',
      'Sun, 13 Dec 2026 · 10:00 AM – 2:00 PM',
      'Orchid School Auditorium, Baner Road, Pune 411045',
      '₹2,949',
      'Paid',
    ]) {
      expect(within(record).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: 'QR code for booking RL-7KQ2M9XA' })).toHaveAttribute(
      'src',
      '/uploads/qr/RL-7KQ2M9XA.png',
    );
    expect(screen.getByRole('link', { name: 'Open the QR code' })).toHaveAttribute(
      'href',
      '/uploads/qr/RL-7KQ2M9XA.png',
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/registration-details/RL-7KQ2M9XA', expect.anything());
  });

  it('offers the tax invoice once the server has issued it', async () => {
    stubDetails({ status: 200, body: { ...BOOKING, invoiceUrl: '/api/invoices/7/pdf?signature=ab12' } });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Download tax invoice' })).toHaveAttribute(
      'href',
      '/api/invoices/7/pdf?signature=ab12',
    );
  });

  it('sends the release token this browser got when booking, so it sees its QR code and invoice', async () => {
    localStorage.setItem('robo.booker.booking.RL-7KQ2M9XA', 'f00d'.repeat(16));
    const fetchMock = stubDetails({ status: 200, body: { ...BOOKING, invoiceUrl: '/api/invoices/7/pdf?x=1' } });
    renderPage();
    expect(await screen.findByRole('img', { name: 'QR code for booking RL-7KQ2M9XA' })).toBeInTheDocument();
    expect(tokenSent(fetchMock)).toBe('f00d'.repeat(16));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a stranger the masked booking without QR code, invoice, waiting or errors, and where to find it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubDetails({
      status: 200,
      body: {
        ...BOOKING,
        phoneNumber: '+91 •••••• 3210',
        email: 'p•••@example.com',
        simpleQrCodeUrl: null,
        masked: true,
      },
    });
    renderPage();
    expect(await screen.findByText("Thank you! Aarav Sharma's seat is confirmed.")).toBeInTheDocument();
    expect(tokenSent(fetchMock)).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The QR code, invoice and full contact details are shown only on the device that made this booking.',
    );
    expect(screen.getByRole('link', { name: 'find your booking' })).toHaveAttribute('href', '/my-booking');
    expect(screen.queryByRole('heading', { name: 'Your entry QR code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download tax invoice' })).not.toBeInTheDocument();
    // Nothing to wait for: the page does not poll for a QR code it will never be given.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('offers no invoice before there is one', async () => {
    stubDetails({ status: 200, body: BOOKING });
    renderPage();
    await screen.findByLabelText('Booking details');
    expect(screen.queryByRole('link', { name: 'Download tax invoice' })).not.toBeInTheDocument();
  });

  it('shows a refund instead of the expiry it followed, and a refund still with the gateway as in progress', async () => {
    const late = { paymentStatus: 'refunded' as const, totalAmount: paise(34900), simpleQrCodeUrl: null };
    stubDetails({
      status: 200,
      body: bookingDetails({
        ...late,
        refund: { status: 'refunded', amountPaise: paise(34900), refundedAt: '2026-12-13T05:30:00Z' },
      }),
    });
    const { unmount } = renderPage();
    const record = await screen.findByLabelText('Booking details');
    expect(within(record).getByText('Refunded ₹349 on 13 Dec')).toBeInTheDocument();
    expect(within(record).queryByText(/Expired/)).not.toBeInTheDocument();
    unmount();

    stubDetails({
      status: 200,
      body: bookingDetails({
        ...late,
        paymentStatus: 'expired',
        refund: { status: 'in-progress', amountPaise: paise(34900) },
      }),
    });
    renderPage();
    const pending = await screen.findByLabelText('Booking details');
    expect(within(pending).getByText('Refund in progress')).toBeInTheDocument();
    expect(within(pending).queryByText(/Expired/)).not.toBeInTheDocument();
  });

  it("shows 'Booking not found' with a way home when the booking cannot be read, after two retries", async () => {
    const fetchMock = stubDetails({ status: 404, body: apiError(404, 'BOOKING_NOT_FOUND', 'Booking not found') });
    const user = userEvent.setup();
    renderPage('RL-UNKNOWN1');
    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.bookingNotFound }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(screen.getByText('Navigated to /')).toBeInTheDocument();
  });

  it('reads the booking again while its QR code is being generated, then shows it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubDetails(
      { status: 200, body: { ...BOOKING, simpleQrCodeUrl: null } },
      { status: 200, body: BOOKING },
    );
    renderPage();
    expect(await screen.findByText(/QR code is being generated/)).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(2500);
    expect(await screen.findByRole('img', { name: 'QR code for booking RL-7KQ2M9XA' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('stops reading again after two tries and suggests a refresh', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubDetails({ status: 200, body: { ...BOOKING, simpleQrCodeUrl: null } });
    renderPage();
    await screen.findByText(/QR code is being generated/);
    await vi.advanceTimersByTimeAsync(2500);
    await vi.advanceTimersByTimeAsync(5500);
    expect(await screen.findByText(/Please refresh this page in a minute/)).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(30000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
