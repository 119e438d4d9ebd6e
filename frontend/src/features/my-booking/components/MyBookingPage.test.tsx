import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MY_BOOKING_MESSAGES,
  PARENT_CHANGE_MESSAGES,
  TAKEAWAY_KIT_NOTE,
  type MyBookingItem,
  paise,
} from '@robo/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, refusal, reply } from '../../../test/fake-fetch';
import { renderWithProviders } from '../../../test/render';
import MyBookingPage from './MyBookingPage';

const BOOKING: MyBookingItem = {
  bookingId: 'RL-ABCD2345',
  childName: 'Ishaan Menon',
  venue: 'Pune — Baner',
  dateTime: 'Sun, 13 Dec 2026 · 10:00 AM',
  startsAt: null,
  endsAt: null,
  address: 'Baner Road, Pune',
  status: 'paid',
  amount: paise(34900),
  takeawayKit: true,
  ticketPath: '/thank-you/RL-ABCD2345',
  qrImagePath: '/uploads/qr/RL-ABCD2345.png?sig=ab',
  invoicePath: '/api/invoices/1/pdf?sig=cd',
};

const OPEN_CHANGES = {
  bookingId: BOOKING.bookingId,
  gradeGroup: 'std-3-4',
  schoolName: 'Baner School',
  closedBecause: null,
  policyText:
    'You can ask to cancel up to 48 hours before the workshop starts; once we approve it, the full amount is refunded.',
  transferTo: [{ venueId: 7, venue: 'Pune — Kothrud', dateTime: 'Sun, 20 Dec 2026 · 10:00 AM' }],
  cancellation: null,
};

/** What GET /api/my-booking answers with or without a parent session. */
const overviewWhile = (signedIn: boolean) =>
  signedIn ? { bookings: [BOOKING], orders: [] } : refusal(401, 'SIGNED_OUT', MY_BOOKING_MESSAGES.signedOut);

afterEach(() => vi.unstubAllGlobals());

describe('/my-booking', () => {
  it('asks for a valid phone or e-mail, sends the code request, keeps the form on a wrong code and lists the bookings after the right one', async () => {
    let signedIn = false;
    const calls = fakeFetch({
      'GET /api/my-booking': () => overviewWhile(signedIn),
      'POST /api/my-booking/code': () =>
        reply(202, { message: MY_BOOKING_MESSAGES.codeSent, sentTo: '+91 •••••• 1111' }),
      'POST /api/my-booking/verify': (body) => {
        if ((body as { code: string }).code !== '482913')
          return refusal(400, 'CODE_WRONG', MY_BOOKING_MESSAGES.codeWrong);
        signedIn = true;
        return { ok: true };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MyBookingPage />, { route: '/my-booking', path: '/my-booking' });

    const contact = await screen.findByRole('textbox', { name: 'Phone number or e-mail' });
    await user.type(contact, '12345');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText(MY_BOOKING_MESSAGES.contactRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/my-booking/code')).toBe(false);

    await user.clear(contact);
    await user.type(contact, '+91 98220 11111');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText(MY_BOOKING_MESSAGES.codeSent)).toBeInTheDocument();
    // Where the code went, masked: the number typed, on WhatsApp (there is no other choice to make).
    expect(screen.getByText(/Sent by WhatsApp to/)).toHaveTextContent('Sent by WhatsApp to +91 •••••• 1111');
    expect(calls.find((c) => c.url === '/api/my-booking/code')?.body).toEqual({ phone: '+91 98220 11111' });

    await user.type(screen.getByRole('textbox', { name: '6-digit code' }), '111111');
    await user.click(screen.getByRole('button', { name: 'Show my bookings' }));
    expect(await screen.findByText(MY_BOOKING_MESSAGES.codeWrong)).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: '6-digit code' }));
    await user.type(screen.getByRole('textbox', { name: '6-digit code' }), '482913');
    await user.click(screen.getByRole('button', { name: 'Show my bookings' }));
    expect(await screen.findByRole('heading', { name: 'Ishaan Menon' })).toBeInTheDocument();
    expect(screen.getByText(`Takeaway kit: ${TAKEAWAY_KIT_NOTE}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download invoice' })).toHaveAttribute('href', BOOKING.invoicePath);
    expect(screen.getByRole('link', { name: 'Download ticket QR' })).toHaveAttribute('href', BOOKING.qrImagePath);
    await waitFor(() =>
      expect(
        calls.find((c) => c.url === '/api/my-booking/verify' && (c.body as { code: string }).code === '482913')?.body,
      ).toEqual({ phone: '+91 98220 11111', code: '482913' }),
    );
  });

  it('says an e-mail gets its code by e-mail, and signs out on all devices from the list', async () => {
    let signedIn = true;
    const calls = fakeFetch({
      'GET /api/my-booking': () => overviewWhile(signedIn),
      'POST /api/my-booking/sessions/end-all': () => {
        signedIn = false;
        return new Response(null, { status: 204 });
      },
      'POST /api/my-booking/code': () =>
        reply(202, { message: MY_BOOKING_MESSAGES.codeSent, sentTo: 'a•••@example.com' }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MyBookingPage />, { route: '/my-booking', path: '/my-booking' });

    await user.click(await screen.findByRole('button', { name: 'Sign out on all devices' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/my-booking/sessions/end-all')).toBe(true));
    const contact = await screen.findByRole('textbox', { name: 'Phone number or e-mail' });
    await user.type(contact, 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText(/Sent by e-mail to/)).toHaveTextContent('Sent by e-mail to a•••@example.com');
    expect(calls.find((c) => c.url === '/api/my-booking/code')?.body).toEqual({ email: 'asha@example.com' });
  });

  it('moves the booking, corrects the details and asks to cancel, each with its own Idempotency-Key', async () => {
    let changes = { ...OPEN_CHANGES };
    const calls = fakeFetch({
      'GET /api/my-booking': () => ({ bookings: [BOOKING], orders: [] }),
      'GET /api/my-booking/changes': () => ({ bookings: [changes] }),
      'POST /api/my-booking/bookings/RL-ABCD2345/transfer': () => reply(200, { message: PARENT_CHANGE_MESSAGES.moved }),
      'POST /api/my-booking/bookings/RL-ABCD2345/details': () =>
        reply(200, { message: PARENT_CHANGE_MESSAGES.corrected }),
      'POST /api/my-booking/bookings/RL-ABCD2345/cancellation-request': () => {
        changes = { ...changes, cancellation: { status: 'requested', declineReason: null } as never };
        return reply(201, { message: PARENT_CHANGE_MESSAGES.requestSent });
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MyBookingPage />, { route: '/my-booking', path: '/my-booking' });

    await user.click(await screen.findByRole('button', { name: 'Move to another venue' }));
    await user.click(screen.getByRole('button', { name: 'Move my booking' }));
    expect(await screen.findByText('Choose a venue.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /New venue/ }));
    await user.click(await screen.findByRole('option', { name: /Pune — Kothrud/ }));
    await user.click(screen.getByRole('button', { name: 'Move my booking' }));
    expect(await screen.findByText(PARENT_CHANGE_MESSAGES.moved)).toBeInTheDocument();
    const transfer = calls.find((c) => c.url.endsWith('/transfer'));
    expect(transfer?.body).toEqual({ venueId: 7 });
    expect(new Headers(transfer?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(screen.getByRole('button', { name: 'Correct child’s details' }));
    const name = screen.getByRole('textbox', { name: /Child’s name/ });
    await user.clear(name);
    await user.type(name, 'Ishan Menon');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(PARENT_CHANGE_MESSAGES.corrected)).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/details'))?.body).toEqual({
      childName: 'Ishan Menon',
      gradeGroup: 'std-3-4',
      schoolName: 'Baner School',
    });

    await user.click(screen.getByRole('button', { name: 'Ask to cancel' }));
    expect(screen.getByText(OPEN_CHANGES.policyText)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(PARENT_CHANGE_MESSAGES.requestSent)).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/cancellation-request'))?.body).toEqual({});
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ask to cancel' })).toBeDisabled());
    expect(screen.getByText('You have asked to cancel; the desk will answer soon.')).toBeInTheDocument();
    const keys = calls.filter((c) => c.method === 'POST').map((c) => new Headers(c.headers).get('Idempotency-Key'));
    expect(new Set(keys).size).toBe(3);
  });

  it('turns the buttons off and says why outside the policy', async () => {
    fakeFetch({
      'GET /api/my-booking': () => ({ bookings: [BOOKING], orders: [] }),
      'GET /api/my-booking/changes': () => ({
        bookings: [{ ...OPEN_CHANGES, closedBecause: PARENT_CHANGE_MESSAGES.tooLate(48) }],
      }),
    });
    renderWithProviders(<MyBookingPage />, { route: '/my-booking', path: '/my-booking' });
    for (const name of ['Move to another venue', 'Correct child’s details', 'Ask to cancel'])
      expect(await screen.findByRole('button', { name })).toBeDisabled();
    expect(screen.getByText(PARENT_CHANGE_MESSAGES.tooLate(48))).toBeInTheDocument();
  });
});

describe('/my-booking in Hindi and Marathi', () => {
  it('asks for the code in Hindi, says, masked, where it went, and refuses a wrong code in Hindi', async () => {
    fakeFetch({
      'GET /api/my-booking': () => overviewWhile(false),
      'POST /api/my-booking/code': () =>
        reply(202, { message: MY_BOOKING_MESSAGES.codeSent, sentTo: '+91 •••••• 1111' }),
      'POST /api/my-booking/verify': () => refusal(400, 'CODE_WRONG', MY_BOOKING_MESSAGES.codeWrong),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MyBookingPage />, { route: '/my-booking', path: '/my-booking', language: 'hi' });

    expect(screen.getByRole('heading', { level: 1, name: 'मेरी बुकिंग' })).toBeInTheDocument();
    const contact = await screen.findByRole('textbox', { name: 'फ़ोन नंबर या ई-मेल' });
    await user.type(contact, '12345');
    await user.click(screen.getByRole('button', { name: 'मुझे कोड भेजें' }));
    expect(await screen.findByText('बुकिंग के समय दिया गया फ़ोन नंबर या ई-मेल पता लिखें।')).toBeInTheDocument();

    await user.clear(contact);
    await user.type(contact, '+91 98220 11111');
    await user.click(screen.getByRole('button', { name: 'मुझे कोड भेजें' }));
    expect(await screen.findByText(/6 अंकों का कोड भेजा जा रहा है/)).toBeInTheDocument();
    expect(screen.getByText(/WhatsApp से/)).toHaveTextContent('WhatsApp से +91 •••••• 1111 पर भेजा गया');
    await user.type(screen.getByRole('textbox', { name: '6 अंकों का कोड' }), '111111');
    await user.click(screen.getByRole('button', { name: 'मेरी बुकिंग दिखाएँ' }));
    expect(await screen.findByText('यह कोड सही नहीं है। कृपया जाँचकर फिर से कोशिश करें।')).toBeInTheDocument();
  });

  it('shows the booking, its changes and the grade groups in Marathi', async () => {
    fakeFetch({
      'GET /api/my-booking': () => ({
        bookings: [{ ...BOOKING, startsAt: '2026-12-13T04:30:00.000Z', endsAt: '2026-12-13T08:30:00.000Z' }],
        orders: [
          {
            orderId: 'ORD-ABCDEFGH23',
            productName: 'PickBot Kit',
            quantity: 2,
            status: 'shipped',
            amount: 999800,
            orderPath: '/thank-you/order/ORD-ABCDEFGH23',
            invoicePath: null,
          },
        ],
      }),
      'GET /api/my-booking/changes': () => ({ bookings: [OPEN_CHANGES] }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MyBookingPage />, { route: '/my-booking', path: '/my-booking', language: 'mr' });

    const booking = await screen.findByRole('region', { name: 'बुकिंग RL-ABCD2345' });
    expect(booking).toHaveTextContent('बुकिंग RL-ABCD2345 · ₹349 · पुष्टी झाली');
    expect(booking).toHaveTextContent('घरी नेण्याचे किट: समाविष्ट आहे');
    // The venue's times in Marathi (India time), not the server's English text.
    expect(booking).toHaveTextContent(/Pune — Baner · 13 डिसें, 2026, 10:00\sसकाळ\s–\s2:00\sदुपार/);
    expect(booking).not.toHaveTextContent('Sun, 13 Dec 2026');
    expect(screen.getByRole('region', { name: 'ऑर्डर ORD-ABCDEFGH23' })).toHaveTextContent(
      'ऑर्डर ORD-ABCDEFGH23 · ₹9,998 · पाठवले',
    );
    expect(screen.getByRole('button', { name: 'साइन आउट करा' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'मुलाचे तपशील दुरुस्त करा' }));
    await user.click(screen.getByRole('combobox', { name: /इयत्ता/ }));
    expect(await screen.findByRole('option', { name: 'इयत्ता 1–2' })).toBeInTheDocument();
  });

  it('says in Hindi why changes are closed and what the cancellation policy is', async () => {
    const policy = { cutoffHours: 48, refundOnCancel: false };
    fakeFetch({
      'GET /api/my-booking': () => ({ bookings: [BOOKING], orders: [] }),
      'GET /api/my-booking/changes': () => ({
        bookings: [
          { ...OPEN_CHANGES, closedBecause: PARENT_CHANGE_MESSAGES.tooLate(48), closedReason: 'tooLate', policy },
        ],
      }),
    });
    renderWithProviders(<MyBookingPage />, { route: '/my-booking', path: '/my-booking', language: 'hi' });
    expect(await screen.findByRole('button', { name: 'रद्द करने का अनुरोध करें' })).toBeDisabled();
    expect(screen.getByText('वर्कशॉप शुरू होने से 48 घंटे पहले बदलाव बंद हो जाते हैं; कृपया हमें फ़ोन करें।')).toBeInTheDocument();
  });

  it('states the cancellation policy in Marathi', async () => {
    const user = userEvent.setup({ delay: null });
    fakeFetch({
      'GET /api/my-booking': () => ({ bookings: [BOOKING], orders: [] }),
      'GET /api/my-booking/changes': () => ({
        bookings: [{ ...OPEN_CHANGES, closedReason: null, policy: { cutoffHours: 48, refundOnCancel: true } }],
      }),
    });
    renderWithProviders(<MyBookingPage />, { route: '/my-booking', path: '/my-booking', language: 'mr' });
    await user.click(await screen.findByRole('button', { name: 'रद्द करण्याची विनंती करा' }));
    expect(await screen.findByText(/48 तास आधीपर्यंत आपण रद्द करण्याची विनंती करू शकता/)).toBeInTheDocument();
  });
});
