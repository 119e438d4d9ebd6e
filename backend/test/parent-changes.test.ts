import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import supertest from 'supertest';
import { MESSAGES, PARENT_CHANGE_MESSAGES } from '@robo/domain';
import { startFakeWhatsapp, type FakeWhatsapp } from './fakes/fake-whatsapp.js';
import { signInAsAdmin, signInAsStaff } from './support/admin.js';
import { startTestAppWithRazorpay, type RazorpayTestApp } from './support/razorpay-test-app.js';
import { eventually } from './support/test-app.js';
import { addVenue, paidBooking } from './workshop-support.js';

/** Changes a parent makes from /my-booking, and the desk's requests queue, on real PostgreSQL. */
describe('parent changes: transfer, detail correction, cancellation requests', () => {
  let t: RazorpayTestApp;
  let whatsapp: FakeWhatsapp;
  let owner: supertest.Agent;
  let desk: supertest.Agent;
  let phoneSeq = 30000;

  beforeAll(async () => {
    whatsapp = await startFakeWhatsapp();
    t = await startTestAppWithRazorpay({
      ...whatsapp.env,
      LOGIN_RATE_LIMIT: '1000',
      ACCESS_CODES_PER_CLIENT: '1000',
      ACCESS_CODES_PER_CONTACT: '100',
      OUTBOX_SWEEP_MS: '200',
      OUTBOX_RETRY_FIRST_MS: '50',
    });
    owner = await signInAsAdmin(t);
    desk = (await signInAsStaff(t, 'desk', 'Priya Desk')).agent;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await whatsapp?.close();
  });

  /** A paid booking at `venueId` and a parent session for its phone. */
  async function parentWithBooking(venueId: number): Promise<{ parent: supertest.Agent; bookingId: string }> {
    const mobile = `98220${String(phoneSeq++).padStart(5, '0')}`;
    const { bookingId } = await paidBooking(t, venueId, { phoneNumber: `91${mobile}` });
    const parent = t.http();
    const before = whatsapp.messages.length;
    await parent.post('/api/my-booking/code').send({ phone: mobile }).expect(202);
    const code = await eventually(
      async () =>
        whatsapp.messages.slice(before).find((m) => m.to === `91${mobile}` && m.template?.name === 'access_code')?.body,
    );
    await parent.post('/api/my-booking/verify').send({ phone: mobile, code }).expect(200);
    return { parent, bookingId };
  }

  const post = (agent: supertest.Agent, path: string, body: object, key: string = randomUUID()) =>
    agent.post(path).set('Idempotency-Key', key).send(body);
  const change = (parent: supertest.Agent, bookingId: string, what: string, body: object, key?: string) =>
    post(parent, `/api/my-booking/bookings/${bookingId}/${what}`, body, key);
  const detail = async (bookingId: string) =>
    (await owner.get(`/api/admin/registrations/${bookingId}`).expect(200)).body as {
      venue: { id: number };
      status: string;
      timeline: Array<{ kind: string; actor: string; data: Record<string, unknown> }>;
    };
  const seats = async (venueId: number) =>
    Number((await t.db.query(`SELECT booked_seats FROM venues WHERE id = $1`, [venueId]))[0].booked_seats);
  const templates = async (bookingId: string) =>
    (
      await t.db.query(`SELECT template FROM messages WHERE booking_id = $1 AND channel = 'whatsapp' ORDER BY id`, [
        bookingId,
      ])
    ).map((r: { template: string }) => r.template);
  const audited = async (bookingId: string) =>
    (await t.db.query(`SELECT action, actor_name FROM audit_events WHERE target_id = $1 ORDER BY id`, [bookingId])).map(
      (r: { action: string; actor_name: string }) => `${r.action}/${r.actor_name}`,
    );
  const setPolicy = (policy: object) =>
    owner
      .put('/api/admin/settings/parent-changes')
      .send({ enabled: true, cutoffHours: 48, refundOnCancel: true, ...policy })
      .expect(200);

  it('moves a paid booking to another venue of the edition once, even when asked five times at once', async () => {
    const from = await addVenue(t, { displayName: 'Andheri Hall' });
    const to = await addVenue(t, { displayName: 'Thane Hall' });
    const { parent, bookingId } = await parentWithBooking(from.id);

    const overview = (await parent.get('/api/my-booking/changes').expect(200)).body;
    const mine = overview.bookings.find((b: { bookingId: string }) => b.bookingId === bookingId);
    expect(mine.closedBecause).toBeNull();
    expect(mine.transferTo).toContainEqual({ venueId: to.id, venue: 'Thane Hall', dateTime: to.dateTime });
    expect(mine.transferTo.map((v: { venueId: number }) => v.venueId)).not.toContain(from.id);

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => change(parent, bookingId, 'transfer', { venueId: to.id })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const after = await detail(bookingId);
    expect(after.venue.id).toBe(to.id);
    const transfers = after.timeline.filter((e) => e.kind === 'transfer');
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.actor).toBe('parent');
    expect([await seats(from.id), await seats(to.id)]).toEqual([0, 1]);
    expect(await audited(bookingId)).toContain('registration.transfer/parent');
    expect(await templates(bookingId)).toContain('booking_transferred');
    // The QR is drawn again for the new venue.
    const qr = await t.db.query(`SELECT generation FROM outbox_items WHERE kind = 'qr.render' AND key = $1`, [
      bookingId,
    ]);
    expect(qr[0].generation).toBeGreaterThanOrEqual(2);
  });

  it('refuses a move inside the cut-off, to a full venue, or when the owner has switched changes off, changing nothing', async () => {
    const from = await addVenue(t);
    const full = await addVenue(t, { maxSeats: 1, bookedSeats: 1 });
    const open = await addVenue(t);
    const { parent, bookingId } = await parentWithBooking(from.id);

    const refusedFull = await change(parent, bookingId, 'transfer', { venueId: full.id }).expect(409);
    expect(refusedFull.body.message).toBe(MESSAGES.venueFull);

    await setPolicy({ enabled: false });
    try {
      const off = await change(parent, bookingId, 'transfer', { venueId: open.id }).expect(409);
      expect(off.body).toMatchObject({ code: 'CHANGES_CLOSED', message: PARENT_CHANGE_MESSAGES.disabled });
    } finally {
      await setPolicy({});
    }

    await t.db.query(
      `UPDATE venues SET starts_at = now() + interval '10 hours', ends_at = now() + interval '14 hours' WHERE id = $1`,
      [from.id],
    );
    const late = await change(parent, bookingId, 'transfer', { venueId: open.id }).expect(409);
    expect(late.body).toMatchObject({ code: 'CHANGES_CLOSED', message: PARENT_CHANGE_MESSAGES.tooLate(48) });
    const overview = (await parent.get('/api/my-booking/changes').expect(200)).body;
    expect(overview.bookings[0].closedBecause).toBe(PARENT_CHANGE_MESSAGES.tooLate(48));
    // The same as data, for the Hindi and Marathi pages.
    expect(overview.bookings[0]).toMatchObject({ closedReason: 'tooLate', policy: { cutoffHours: 48 } });

    // A shorter cut-off lets the same move through.
    await setPolicy({ cutoffHours: 6 });
    try {
      await change(parent, bookingId, 'transfer', { venueId: open.id }).expect(200);
    } finally {
      await setPolicy({});
    }
    expect((await detail(bookingId)).venue.id).toBe(open.id);
    expect([await seats(from.id), await seats(full.id), await seats(open.id)]).toEqual([0, 1, 1]);

    // Someone else's session cannot touch the booking.
    const stranger = await parentWithBooking(open.id);
    await change(stranger.parent, bookingId, 'transfer', { venueId: from.id }).expect(404);
    await t
      .http()
      .post(`/api/my-booking/bookings/${bookingId}/transfer`)
      .set('Idempotency-Key', randomUUID())
      .send({ venueId: from.id })
      .expect(401);
  });

  it('corrects the child’s details, on the timeline and audited, without touching the invoice', async () => {
    const venue = await addVenue(t);
    const { parent, bookingId } = await parentWithBooking(venue.id);
    const invoice = () =>
      t.db.query(
        `SELECT i.* FROM invoices i JOIN registrations r ON r.id = i.subject_id AND i.subject_type = 'registration'
         WHERE r.booking_id = $1`,
        [bookingId],
      );
    const invoiceBefore = await eventually(async () => ((await invoice()).length ? await invoice() : null));

    const bad = await change(parent, bookingId, 'details', {
      childName: 'A',
      gradeGroup: 'std-5-9',
      schoolName: 'DPS',
    }).expect(400);
    expect(bad.body.message).toMatch(/name/i);

    const fixed = { childName: 'Aarav Sharma', gradeGroup: 'std-5-9', schoolName: 'Delhi Public School' };
    await change(parent, bookingId, 'details', fixed).expect(200);
    const row = (
      await t.db.query(`SELECT child_name, grade_group, school_name FROM registrations WHERE booking_id = $1`, [
        bookingId,
      ])
    )[0];
    expect(row).toEqual({ child_name: fixed.childName, grade_group: fixed.gradeGroup, school_name: fixed.schoolName });
    const event = (await detail(bookingId)).timeline.find((e) => e.kind === 'details_corrected');
    expect(event).toMatchObject({ actor: 'parent', data: { after: fixed } });
    expect(await audited(bookingId)).toContain('registration.correct/parent');
    expect(await templates(bookingId)).toContain('booking_updated');
    expect(await invoice()).toEqual(invoiceBefore);
  });

  it('a cancellation request the desk approves cancels and refunds the booking as the policy said, once', async () => {
    const venue = await addVenue(t);
    const { parent, bookingId } = await parentWithBooking(venue.id);
    await change(parent, bookingId, 'cancellation-request', { reason: 'We are travelling' }).expect(201);
    const again = await change(parent, bookingId, 'cancellation-request', {}).expect(409);
    expect(again.body.message).toBe(PARENT_CHANGE_MESSAGES.requestOpen);

    const queue = (await desk.get('/api/admin/requests?status=requested').expect(200)).body;
    const request = queue.items.find((i: { bookingId: string }) => i.bookingId === bookingId);
    expect(request).toMatchObject({ status: 'requested', reason: 'We are travelling', refund: true });

    // Approve racing decline: exactly one wins.
    const [approved, declined] = await Promise.all([
      post(owner, `/api/admin/requests/${request.id}/approve`, {}),
      post(desk, `/api/admin/requests/${request.id}/decline`, { reason: 'Too late' }),
    ]);
    expect([approved.status, declined.status].sort()).toEqual([200, 409]);
    const won = approved.status === 200 ? 'approved' : 'declined';
    const row = (await t.db.query(`SELECT status FROM cancellation_requests WHERE id = $1`, [request.id]))[0];
    expect(row.status).toBe(won);
    const after = await detail(bookingId);
    if (won === 'approved') {
      expect(['cancelled', 'refunded']).toContain(after.status);
      expect(await seats(venue.id)).toBe(0);
      expect(
        Number((await t.db.query(`SELECT count(*) AS n FROM refunds WHERE subject_id = $1`, [bookingId]))[0].n),
      ).toBe(1);
      // One notice says the cancellation and its refund.
      expect(await templates(bookingId)).toContain('booking_cancelled');
      expect(await templates(bookingId)).not.toContain('booking_refunded');
    } else {
      expect(after.status).toBe('paid');
    }
    expect(after.timeline.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['cancellation_requested', `cancellation_${won}`]),
    );
  });

  it('a declined request leaves the booking paid and tells the parent why', async () => {
    const venue = await addVenue(t);
    await setPolicy({ refundOnCancel: false });
    try {
      const { parent, bookingId } = await parentWithBooking(venue.id);
      const overview = (await parent.get('/api/my-booking/changes').expect(200)).body;
      expect(overview.bookings[0].policyText).toMatch(/not refunded/);
      await change(parent, bookingId, 'cancellation-request', {}).expect(201);
      const { items } = (await desk.get('/api/admin/requests').expect(200)).body;
      const request = items.find((i: { bookingId: string }) => i.bookingId === bookingId);
      expect(request.refund).toBe(false);
      await post(desk, `/api/admin/requests/${request.id}/decline`, {}).expect(400);
      const declined = await post(desk, `/api/admin/requests/${request.id}/decline`, {
        reason: 'The workshop is tomorrow',
      }).expect(200);
      expect(declined.body).toMatchObject({
        status: 'declined',
        declineReason: 'The workshop is tomorrow',
        decidedBy: 'Priya Desk',
      });
      await post(owner, `/api/admin/requests/${request.id}/approve`, {}).expect(409);
      expect((await detail(bookingId)).status).toBe('paid');
      expect(await seats(venue.id)).toBe(1);
      const what = await eventually(async () => {
        const rows = await t.db.query(
          `SELECT params->>'what' AS what FROM messages WHERE booking_id = $1 AND template = 'booking_updated' ORDER BY id DESC LIMIT 1`,
          [bookingId],
        );
        return rows[0]?.what as string | undefined;
      });
      expect(what).toMatch(/declined: The workshop is tomorrow/);
      const mine = (await parent.get('/api/my-booking/changes').expect(200)).body.bookings[0];
      expect(mine.cancellation).toEqual({ status: 'declined', declineReason: 'The workshop is tomorrow' });
      await post(desk, `/api/admin/requests/999999/approve`, {}).expect(404);
    } finally {
      await setPolicy({});
    }
  });
});
