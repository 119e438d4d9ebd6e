import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SITE_LANGUAGE_HEADER } from '@robo/domain';
import { startFakeWhatsapp, type FakeWhatsapp } from './fakes/fake-whatsapp.js';
import { startSmtpSink, type SmtpSink } from './fakes/smtp-sink.js';
import { startTestAppWithRazorpay, type RazorpayTestApp } from './support/razorpay-test-app.js';
import { eventually } from './support/test-app.js';
import { addVenue, registrationBody } from './workshop-support.js';

/** Messages to parents in the language they booked or asked in (docs/decisions.md, Languages). */
describe('messages in the parent’s language', () => {
  let t: RazorpayTestApp;
  let whatsapp: FakeWhatsapp;
  let smtp: SmtpSink;

  beforeAll(async () => {
    whatsapp = await startFakeWhatsapp();
    smtp = await startSmtpSink();
    t = await startTestAppWithRazorpay({
      ...whatsapp.env,
      ...smtp.env,
      ACCESS_CODES_PER_CLIENT: '100',
      OUTBOX_RETRY_FIRST_MS: '200',
    });
  });
  afterAll(async () => {
    await t?.close();
    await whatsapp?.close();
    await smtp?.close();
  });

  /** A booking made from a page in `language` (no header: an English page), paid. */
  async function paidBooking(
    language: string | null,
    contact: { phoneNumber: string; email: string },
  ): Promise<string> {
    const venue = await addVenue(t, {
      displayName: 'Baner Robotics Hall',
      address: 'Orchid School Auditorium, Baner Road, Pune 411045',
      dateTime: '12 Dec 2027, 10:00 AM - 2:00 PM',
      startsAt: new Date('2027-12-12T04:30:00Z'),
      endsAt: new Date('2027-12-12T08:30:00Z'),
    });
    const request = t.http().post('/api/registrations');
    if (language) void request.set(SITE_LANGUAGE_HEADER, language);
    const created = await request.send(registrationBody(venue.id, { ...contact, childName: 'Vir Rao' })).expect(201);
    const bookingId = created.body.registration.bookingId as string;
    await t
      .http()
      .post('/api/verify-payment')
      .send({ ...t.razorpay.pay(created.body.razorpayOrder.id), booking_id: bookingId })
      .expect(200);
    return bookingId;
  }

  const languageOf = async (bookingId: string) =>
    (
      (await t.db.query(`SELECT language FROM registrations WHERE booking_id = $1`, [bookingId])) as Array<{
        language: string;
      }>
    )[0]?.language;

  it('writes the confirmation of a booking made on a Hindi page in Hindi, by e-mail and WhatsApp', async () => {
    const bookingId = await paidBooking('hi', { phoneNumber: '9822031111', email: 'hindi.parent@example.com' });
    expect(await languageOf(bookingId)).toBe('hi');

    const mail = await smtp.arrived('hindi.parent@example.com', new RegExp(bookingId));
    expect(mail.subject).toBe(`बुकिंग कन्फ़र्म: Baner Robotics Hall में Vir Rao (${bookingId})`);
    expect(mail.html).toContain('lang="hi"');
    expect(mail.text).toContain('नमस्ते Asha Rao जी, बुकिंग के लिए धन्यवाद।');
    expect(mail.text).toContain('कक्षा 3–4');
    expect(mail.text).toContain('12 दिस॰ 2027'); // the workshop's day, written in Hindi
    expect(mail.text).toContain('₹349'); // amounts keep their Latin digits
    expect(mail.html).toContain(`/hi/thank-you/${bookingId}`);
    expect(mail.text).not.toMatch(/Booking confirmed|thank you|Amount paid/);
    const calendar = mail.attachments.find((a) => a.filename === 'workshop.ics')?.content.toString('utf8');
    expect(calendar).toContain('SUMMARY:RoboLeague वर्कशॉप: Vir Rao');
    const invoice = mail.attachments.find((a) => a.contentType === 'application/pdf');
    expect(invoice?.filename).toBe(`invoice-${bookingId}.pdf`); // the GST invoice stays English

    const sent = await eventually(async () =>
      whatsapp.messages.find((m) => m.template?.name === 'booking_confirmed' && m.body.includes(bookingId)),
    );
    expect(sent.languageCode).toBe('hi');
    const body = sent.body.split('\n');
    expect(body[4]).toContain('दिस॰'); // {{5}} date and time
    expect(body[7]).toMatch(new RegExp(`/hi/thank-you/${bookingId}$`));
  });

  it('keeps English bookings English, and takes an unknown language for English', async () => {
    const english = await paidBooking(null, { phoneNumber: '9822032222', email: 'english.parent@example.com' });
    const unknown = await paidBooking('fr', { phoneNumber: '9822033333', email: 'other.parent@example.com' });
    expect(await languageOf(english)).toBe('en');
    expect(await languageOf(unknown)).toBe('en');

    const mail = await smtp.arrived('english.parent@example.com', new RegExp(english));
    expect(mail.subject).toBe(`Booking confirmed: Vir Rao at Baner Robotics Hall (${english})`);
    expect(mail.text).toContain('Hi Asha Rao, thank you for booking. Show this QR code at the entrance on the day.');
    expect(mail.text).toContain('12 Dec 2027, 10:00 AM - 2:00 PM');
    expect(mail.html).toContain(`/thank-you/${english}`);
    expect(mail.html).not.toContain(`/hi/thank-you/`);
    const sent = await eventually(async () =>
      whatsapp.messages.find((m) => m.template?.name === 'booking_confirmed' && m.body.includes(english)),
    );
    expect(sent.languageCode).toBe('en');
  });

  it('sends a one-time code asked for on a Marathi page in Marathi, on either channel', async () => {
    await paidBooking(null, { phoneNumber: '9822034444', email: 'marathi.parent@example.com' });
    const before = whatsapp.messages.length;
    await t
      .http()
      .post('/api/my-booking/code')
      .set(SITE_LANGUAGE_HEADER, 'mr')
      .send({ phone: '9822034444', channel: 'whatsapp' })
      .expect(202);
    const code = await eventually(async () =>
      whatsapp.messages.slice(before).find((m) => m.to === '919822034444' && m.template?.name === 'access_code'),
    );
    expect(code.languageCode).toBe('mr');
    expect(code.body).toMatch(/^\d{6}$/);

    await t
      .http()
      .post('/api/my-booking/code')
      .set(SITE_LANGUAGE_HEADER, 'mr')
      .send({ email: 'marathi.parent@example.com', channel: 'email' })
      .expect(202);
    const mail = await smtp.arrived('marathi.parent@example.com', /RoboLeague कोड/);
    expect(mail.subject).toMatch(/^तुमचा RoboLeague कोड: \d{6}$/);
    expect(mail.text).toContain('हा कोड “माझे बुकिंग शोधा” पेजवर टाका. तो 10 मिनिटे चालेल.');
    const [stored] = await t.db.query(
      `SELECT language, subject FROM messages WHERE template = 'access_code' AND recipient = 'marathi.parent@example.com'`,
    );
    expect(stored).toEqual({ language: 'mr', subject: 'तुमचा RoboLeague कोड: ••••••' });
  });
});
