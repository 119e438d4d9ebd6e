import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type supertest from 'supertest';
import { signInAsAdmin, signInAsStaff } from './support/admin.js';
import { createCoupon } from './support/factories.js';
import { startTestAppWithRazorpay, type RazorpayTestApp } from './support/razorpay-test-app.js';
import { readWhileRefusalSettles } from './support/refund-race.js';
import { eventually } from './support/test-app.js';
import { addVenue, heldCounts, paidBooking as paidBookingAt, registrationBody } from './workshop-support.js';

interface TimelineEvent {
  at: string;
  kind: string;
  actor: string;
  data: Record<string, unknown>;
}

/** The bookings desk's detail and actions on real PostgreSQL, refunds through the real SDK against the fake Razorpay. */
describe('bookings desk: detail, cancel, refund, transfer, notes', () => {
  let t: RazorpayTestApp;
  let owner: supertest.Agent;
  let desk: supertest.Agent;
  let desk2: supertest.Agent;

  beforeAll(async () => {
    t = await startTestAppWithRazorpay({
      LOGIN_RATE_LIMIT: '1000',
      OUTBOX_SWEEP_MS: '200',
      OUTBOX_RETRY_FIRST_MS: '50',
      OUTBOX_RETRY_MAX_SECONDS: '1',
    });
    owner = await signInAsAdmin(t);
    desk = (await signInAsStaff(t, 'desk', 'Priya Desk')).agent;
    desk2 = (await signInAsStaff(t, 'desk', 'Ravi Desk')).agent;
    await owner.put('/api/admin/settings/desk-refund-limit').send({ limitPaise: 50_000 }).expect(200);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const paidBooking = (venueId: number, overrides: Record<string, unknown> = {}) =>
    paidBookingAt(t, venueId, overrides);

  const url = (bookingId: string, action = '') => `/api/admin/registrations/${bookingId}${action}`;
  const act = (agent: supertest.Agent, bookingId: string, action: string, body: object, key: string = randomUUID()) =>
    agent
      .post(url(bookingId, `/${action}`))
      .set('Idempotency-Key', key)
      .send(body);
  const detail = async (bookingId: string) => (await owner.get(url(bookingId)).expect(200)).body;
  const kinds = (timeline: TimelineEvent[]) => timeline.map((e) => e.kind);
  /** The messages queued for the booking's parent, as template/channel, in order. */
  const messagesTo = async (bookingId: string): Promise<string[]> =>
    (
      await t.db.query(`SELECT template || '/' || channel AS m FROM messages WHERE booking_id = $1 ORDER BY id`, [
        bookingId,
      ])
    ).map((r: { m: string }) => r.m);
  const auditActions = async (bookingId: string) =>
    (await t.db.query(`SELECT action FROM audit_events WHERE target_id = $1 ORDER BY id`, [bookingId])).map(
      (r: { action: string }) => r.action,
    );

  it('shows a booking with its whole timeline, oldest first, and 404 for an unknown one', async () => {
    const venue = await addVenue(t, { displayName: 'Pune Hall' });
    const { bookingId, paymentId } = await paidBooking(venue.id);
    const body = await eventually(async () => {
      const shown = await detail(bookingId);
      return kinds(shown.timeline).includes('qr_rendered') && shown;
    });
    expect(body).toMatchObject({
      bookingId,
      status: 'paid',
      paymentId,
      venue: { id: venue.id, displayName: 'Pune Hall' },
      totalAmount: 34900,
      refundablePaise: 34900,
      refundedPaise: 0,
    });
    const timeline = body.timeline as TimelineEvent[];
    expect(kinds(timeline).slice(0, 2)).toEqual(['hold_taken', 'gateway_order']);
    expect(timeline.find((e) => e.kind === 'payment_report')).toMatchObject({
      actor: 'system',
      data: { source: 'verify', paymentId, status: 'captured', outcome: 'settled' },
    });
    expect(kinds(timeline)).toEqual(expect.arrayContaining(['payment_captured', 'invoice_issued', 'qr_rendered']));
    expect(timeline.map((e) => e.at)).toEqual(timeline.map((e) => e.at).sort());
    expect(timeline[0]).toMatchObject({ actor: 'parent' });

    expect((await owner.get(url('RL-NOPE0000')).expect(404)).body.message).toBe('Booking not found');
  });

  it('cancels a paid booking with a full refund: seat, coupon use and early-bird place back once, refunded through the gateway', async () => {
    const venue = await addVenue(t);
    const coupon = await createCoupon(t.db, { discountAmount: 5000 });
    const { bookingId, paymentId } = await paidBooking(venue.id, {
      couponCode: coupon.code,
      totalAmount: 29900,
      discountAmount: 5000,
    });
    const before = await heldCounts(t, venue.id, coupon.code);

    const key = randomUUID();
    const first = await act(desk, bookingId, 'cancel', { refund: 'full', reason: 'Family moved' }, key).expect(200);
    expect(first.body).toMatchObject({ status: 'cancelled', refundedPaise: 29900, refundablePaise: 0 });
    // The same request again (a retry): the same answer, nothing more done.
    const again = await act(desk, bookingId, 'cancel', { refund: 'full', reason: 'Family moved' }, key).expect(200);
    expect(again.body).toEqual(first.body);
    // The same key for a different request is refused.
    await act(desk, bookingId, 'cancel', { refund: 'none', reason: 'x' }, key).expect(409);

    expect(await heldCounts(t, venue.id, coupon.code)).toEqual({
      bookedSeats: before.bookedSeats - 1,
      couponUses: before.couponUses! - 1,
      earlyBird: before.earlyBird - 1,
    });
    const refunded = await eventually(async () => {
      const shown = await detail(bookingId);
      return shown.status === 'refunded' && shown;
    });
    expect(t.razorpay.refunds.filter((r) => r.payment_id === paymentId)).toEqual([
      expect.objectContaining({ amount: 29900 }),
    ]);
    const timeline = refunded.timeline as TimelineEvent[];
    expect(timeline.find((e) => e.kind === 'cancel')).toMatchObject({
      actor: 'Priya Desk',
      data: { reason: 'Family moved', refundPaise: 29900 },
    });
    expect(timeline.find((e) => e.kind === 'refund_requested')).toMatchObject({
      actor: 'Priya Desk',
      data: { amountPaise: 29900 },
    });
    expect(timeline.find((e) => e.kind === 'refund_processed')).toMatchObject({ actor: 'system' });
    // Each payment transition wrote its own entry (backend/src/audit/audited-transition.ts).
    expect(await auditActions(bookingId)).toEqual([
      'payment.capture',
      'registration.cancel',
      'refund.request',
      'refund.process',
      'registration.refunded',
    ]);
    expect(
      await t.db.query(
        `SELECT action, actor_name AS actor, before, after FROM audit_events
         WHERE target_id = $1 AND action IN ('registration.cancel', 'registration.refunded') ORDER BY id`,
        [bookingId],
      ),
    ).toEqual([
      {
        action: 'registration.cancel',
        actor: 'Priya Desk',
        before: { paymentState: 'paid' },
        after: { paymentState: 'cancelled', reason: 'Family moved', refundPaise: 29900 },
      },
      {
        action: 'registration.refunded',
        actor: 'system',
        before: { paymentState: 'cancelled' },
        after: { paymentState: 'refunded', refundId: expect.any(String) },
      },
    ]);
    // The parent is told, once, on each channel (a retried request queued nothing more).
    expect(await messagesTo(bookingId)).toEqual([
      'booking_confirmed/email',
      'booking_confirmed/whatsapp',
      'booking_cancelled/email',
      'booking_cancelled/whatsapp',
    ]);
    expect(kinds(timeline).filter((k) => k === 'message')).toHaveLength(4);

    // Cancelling a cancelled booking answers its current state and changes nothing.
    const third = await act(owner, bookingId, 'cancel', { refund: 'full', reason: 'again' }).expect(200);
    expect(third.body.status).toBe('refunded');
    expect(await heldCounts(t, venue.id, coupon.code)).toEqual({
      bookedSeats: before.bookedSeats - 1,
      couponUses: before.couponUses! - 1,
      earlyBird: before.earlyBird - 1,
    });
  });

  it('tells the parent of a cancellation with a refund in one message per channel that says both', async () => {
    const venue = await addVenue(t);
    const { bookingId } = await paidBooking(venue.id);
    await act(desk, bookingId, 'cancel', { refund: { amountPaise: 20_000 }, reason: 'Family moved' }).expect(200);
    const notices = await eventually(async () => {
      const found: Array<{ m: string; subject: string | null; text: string | null }> = await t.db.query(
        `SELECT template || '/' || channel AS m, subject, body_text AS text FROM messages
         WHERE booking_id = $1 AND template <> 'booking_confirmed' ORDER BY channel`,
        [bookingId],
      );
      return found.length > 0 && found.every((notice) => notice.text !== null) && found;
    });
    // One e-mail and one WhatsApp message, not a cancellation and a refund notice on each.
    expect(notices.map((notice) => notice.m)).toEqual(['booking_cancelled/email', 'booking_cancelled/whatsapp']);
    const [email, whatsapp] = notices;
    expect(email!.subject).toBe(`Booking cancelled: ${bookingId}`);
    expect(email!.text).toContain(`your booking ${bookingId} for`);
    expect(email!.text).toContain('has been cancelled');
    expect(email!.text).toContain('We are refunding ₹200 to the card or account you paid with.');
    expect(email!.text).toContain('Reason: Family moved');
    expect(whatsapp!.text).toContain(
      'has been cancelled and we are refunding ₹200 to the card or account you paid with.',
    );
    expect(whatsapp!.text).toContain('Reason: Family moved');
  });

  it('two staff cancelling the same booking at once: one cancellation, one refund, one seat back', async () => {
    const venue = await addVenue(t);
    const { bookingId, paymentId } = await paidBooking(venue.id);
    const seats = (await heldCounts(t, venue.id)).bookedSeats;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        act(i % 2 ? desk : desk2, bookingId, 'cancel', { refund: 'full', reason: `race ${i}` }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    // The first cancels; the others answer the booking as it then is (cancelled, or refunded once the gateway was quick).
    expect(answers.every((a) => ['cancelled', 'refunded'].includes(a.body.status))).toBe(true);
    expect((await heldCounts(t, venue.id)).bookedSeats).toBe(seats - 1);
    const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM refunds WHERE subject_id = $1`, [
      bookingId,
    ]);
    expect(count).toBe(1);
    await eventually(async () => (await detail(bookingId)).status === 'refunded');
    expect(t.razorpay.refunds.filter((r) => r.payment_id === paymentId)).toHaveLength(1);
    expect(kinds((await detail(bookingId)).timeline).filter((k) => k === 'cancel')).toHaveLength(1);
  });

  it('the same Idempotency-Key sent many times at once does the work once and answers the same', async () => {
    const venue = await addVenue(t);
    const { bookingId } = await paidBooking(venue.id);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => act(desk, bookingId, 'refund', { amountPaise: 10000, reason: 'goodwill' }, key)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM refunds WHERE subject_id = $1`, [
      bookingId,
    ]);
    expect(count).toBe(1);
    expect(answers[0]!.body).toMatchObject({ status: 'paid', refundedPaise: 10000, refundablePaise: 24900 });
  });

  it('refuses a refund above what is left (400 naming it), a desk refund above the limit (403), and a write without a key (400)', async () => {
    const venue = await addVenue(t);
    const { bookingId } = await paidBooking(venue.id);
    const tooMuch = await act(owner, bookingId, 'cancel', { refund: { amountPaise: 40000 }, reason: 'x' }).expect(400);
    expect(tooMuch.body).toMatchObject({
      message: 'At most ₹349 can be refunded for this booking.',
      refundablePaise: 34900,
    });
    await owner.put('/api/admin/settings/desk-refund-limit').send({ limitPaise: 20000 }).expect(200);
    try {
      const refused = await act(desk, bookingId, 'refund', { amountPaise: 30000, reason: 'x' }).expect(403);
      expect(refused.body.message).toBe('Refunds above ₹200 need the owner.');
      await desk.put('/api/admin/settings/desk-refund-limit').send({ limitPaise: 90000 }).expect(403);
    } finally {
      await owner.put('/api/admin/settings/desk-refund-limit').send({ limitPaise: 50_000 }).expect(200);
    }
    const missing = await desk.post(url(bookingId, '/notes')).send({ text: 'hello' }).expect(400);
    expect(missing.body.message).toBe('An Idempotency-Key header (8 to 100 letters, digits, - or _) is required.');
    const unchanged = await detail(bookingId);
    expect(unchanged).toMatchObject({ status: 'paid', refundedPaise: 0 });
    expect(kinds(unchanged.timeline)).not.toContain('note');
    expect(await auditActions('desk_refund_limit_paise')).toEqual([
      'settings.update',
      'settings.update',
      'settings.update',
    ]);
    await act(desk, RL_UNKNOWN, 'cancel', { refund: 'none', reason: 'x' }).expect(404);
  });

  it('a refund the gateway refuses leaves the booking as it was, shows refund_failed, and can be retried', async () => {
    const venue = await addVenue(t);
    const { bookingId, paymentId } = await paidBooking(venue.id);
    t.razorpay.refuseNextRefund(paymentId, 'The payment is under dispute');
    await act(owner, bookingId, 'cancel', { refund: 'full', reason: 'Child unwell' }).expect(200);
    // The refusal settles the refund; an attempt with no answer before it (a loaded machine) would
    // also show as refund_failed, but with `timedOut` and the refund still in progress.
    const refused = (shown: { timeline: unknown }) =>
      (shown.timeline as TimelineEvent[]).find((e) => e.kind === 'refund_failed' && !e.data?.timedOut);
    const failed = await eventually(async () => {
      const shown = await detail(bookingId);
      return refused(shown) && shown;
    });
    expect(failed).toMatchObject({ status: 'cancelled', refundedPaise: 0, refundablePaise: 34900 });
    expect(refused(failed)?.data).toMatchObject({ failure: 'The payment is under dispute' });
    await act(owner, bookingId, 'refund', { amountPaise: 34900, reason: 'retry' }).expect(200);
    await eventually(async () => (await detail(bookingId)).status === 'refunded');
    expect(t.razorpay.refunds.filter((r) => r.payment_id === paymentId)).toEqual([
      expect.objectContaining({ amount: 34900 }),
    ]);
  });

  it('reads a booking as one snapshot: a refund refused while the record is read never shows as failed and still counted', async () => {
    const venue = await addVenue(t);
    const { bookingId, paymentId } = await paidBooking(venue.id);
    const during = await readWhileRefusalSettles(
      t,
      paymentId,
      () => act(owner, bookingId, 'cancel', { refund: 'full', reason: 'Child unwell' }).expect(200),
      () => detail(bookingId),
    );
    expect(during).toMatchObject({ status: 'cancelled', refundedPaise: 34900, refundablePaise: 0 });
    expect(kinds(during.timeline)).not.toContain('refund_failed');
    const after = await detail(bookingId);
    expect(after).toMatchObject({ refundedPaise: 0, refundablePaise: 34900 });
    expect(kinds(after.timeline)).toContain('refund_failed');
  });

  it('a refund the gateway made but never answered (timed out) shows refund_failed, stays in progress, and is recorded once', async () => {
    const venue = await addVenue(t);
    const { bookingId, paymentId } = await paidBooking(venue.id);
    const stalled = t.razorpay.stallNextRefundAnswer(paymentId);
    await act(owner, bookingId, 'cancel', { refund: 'full', reason: 'Family moved' }).expect(200);
    await stalled; // the gateway has made the refund; its answer never comes, so the SDK's call times out
    const timedOut = await eventually(async () => {
      const shown = await detail(bookingId);
      return kinds(shown.timeline).includes('refund_failed') && shown;
    }, 20_000);
    const event = (timedOut.timeline as TimelineEvent[]).find((e) => e.kind === 'refund_failed');
    expect(event?.data).toMatchObject({
      timedOut: true,
      amountPaise: 34900,
      failure: expect.stringContaining('timed out'),
    });
    // Never a half-done state: the amount is not offered again while the gateway may have refunded it.
    expect(timedOut).toMatchObject({ status: 'cancelled', refundablePaise: 0 });
    await act(owner, bookingId, 'refund', { amountPaise: 34900, reason: 'retry' }).expect(400);

    // The outbox asks again, finds the refund by its receipt and records it instead of a second one.
    await eventually(async () => (await detail(bookingId)).status === 'refunded', 20_000);
    expect(t.razorpay.refunds.filter((r) => r.payment_id === paymentId)).toEqual([
      expect.objectContaining({ amount: 34900 }),
    ]);
    const after = await detail(bookingId);
    expect(kinds(after.timeline).filter((k) => k === 'refund_failed')).toHaveLength(1);
    expect(kinds(after.timeline).indexOf('refund_failed')).toBeLessThan(
      kinds(after.timeline).indexOf('refund_processed'),
    );
    expect((after.timeline as TimelineEvent[]).find((e) => e.kind === 'refund_failed')?.data).toMatchObject({
      retrying: false,
    });
  }, 60_000);

  it('releases a pending hold when it is cancelled', async () => {
    const venue = await addVenue(t);
    const created = await t.http().post('/api/registrations').send(registrationBody(venue.id)).expect(201);
    const bookingId = created.body.registration.bookingId as string;
    expect((await heldCounts(t, venue.id)).bookedSeats).toBe(1);
    const res = await act(desk, bookingId, 'cancel', { refund: 'full', reason: 'Duplicate' }).expect(200);
    expect(res.body.status).toBe('expired');
    expect((await heldCounts(t, venue.id)).bookedSeats).toBe(0);
    expect(kinds(res.body.timeline)).toContain('cancel');
    // Cancelled again (another request): no transition, so no second entry.
    await act(desk, bookingId, 'cancel', { refund: 'full', reason: 'Again' }).expect(200);
    expect(
      await t.db.query(`SELECT actor_name AS actor, before, after FROM audit_events WHERE target_id = $1`, [bookingId]),
    ).toEqual([
      {
        actor: 'Priya Desk',
        before: { paymentState: 'pending' },
        after: { paymentState: 'expired', reason: 'Duplicate', refundPaise: 0 },
      },
    ]);
  });

  it('transfers a paid booking: a seat at the new venue, the old one back; a full or inactive venue is refused with nothing changed', async () => {
    const from = await addVenue(t, { displayName: 'From Hall' });
    const to = await addVenue(t, { displayName: 'To Hall', maxSeats: 1 });
    const inactive = await addVenue(t, { isActive: false });
    const { bookingId } = await paidBooking(from.id);
    const other = await paidBooking(from.id);

    const moves = await Promise.all(
      Array.from({ length: 6 }, (_, i) => act(i % 2 ? desk : desk2, bookingId, 'transfer', { venueId: to.id })),
    );
    expect(moves.map((m) => m.status)).toEqual(Array(6).fill(200));
    expect(moves.every((m) => m.body.venue.id === to.id)).toBe(true);
    expect((await heldCounts(t, from.id)).bookedSeats).toBe(1);
    expect((await heldCounts(t, to.id)).bookedSeats).toBe(1);
    const shown = await detail(bookingId);
    expect((shown.timeline as TimelineEvent[]).filter((e) => e.kind === 'transfer')).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ fromVenueId: from.id, toVenueId: to.id }) }),
    ]);

    const full = await act(desk, other.bookingId, 'transfer', { venueId: to.id }).expect(409);
    expect(full.body.message).toBe('This venue is fully booked. Please select another venue.');
    expect((await act(desk, other.bookingId, 'transfer', { venueId: inactive.id }).expect(409)).body.message).toBe(
      'That venue is not taking bookings.',
    );
    expect((await heldCounts(t, from.id)).bookedSeats).toBe(1);
    expect((await detail(other.bookingId)).venue.id).toBe(from.id);
    expect(await auditActions(bookingId)).toContain('registration.transfer');
    expect((await messagesTo(bookingId)).filter((m) => m.startsWith('booking_transferred'))).toEqual([
      'booking_transferred/email',
      'booking_transferred/whatsapp',
    ]);
  });

  it('resends the confirmation on every channel, once per request, and only for a paid booking', async () => {
    const venue = await addVenue(t);
    const { bookingId } = await paidBooking(venue.id);
    const key = randomUUID();
    const res = await act(desk, bookingId, 'resend', {}, key).expect(200);
    await act(desk, bookingId, 'resend', {}, key).expect(200);
    expect(await messagesTo(bookingId)).toEqual([
      'booking_confirmed/email',
      'booking_confirmed/whatsapp',
      'booking_confirmed/email',
      'booking_confirmed/whatsapp',
    ]);
    expect((res.body.timeline as TimelineEvent[]).find((e) => e.kind === 'resend')).toMatchObject({
      actor: 'Priya Desk',
    });
    expect(await auditActions(bookingId)).toContain('registration.resend');
    await act(desk, bookingId, 'cancel', { refund: 'none', reason: 'No longer coming' }).expect(200);
    expect((await act(desk, bookingId, 'resend', {}).expect(409)).body.message).toBe(
      'Only a paid booking has a confirmation to send again.',
    );
  });

  it('adds a staff note to the timeline and the audit log', async () => {
    const venue = await addVenue(t);
    const { bookingId } = await paidBooking(venue.id);
    const res = await act(desk, bookingId, 'notes', { text: '  Parent called, will arrive late  ' }).expect(200);
    expect((res.body.timeline as TimelineEvent[]).find((e) => e.kind === 'note')).toMatchObject({
      actor: 'Priya Desk',
      data: { text: 'Parent called, will arrive late' },
    });
    expect((await act(desk, bookingId, 'notes', { text: '' }).expect(400)).body.message).toBe('Please write a note');
    expect(await auditActions(bookingId)).toContain('registration.note');
  });
});

const RL_UNKNOWN = 'RL-ZZZZ9999';
