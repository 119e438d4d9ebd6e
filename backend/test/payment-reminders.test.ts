import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PAYMENT_REMINDER_MESSAGES } from '@robo/domain';
import type supertest from 'supertest';
import { startAdminApp } from './support/admin.js';
import { createVenue } from './support/factories.js';
import { insertBooking } from './support/sales.js';
import type { TestApp } from './support/test-app.js';

/** "Send reminder" on an abandoned booking (backend/src/reminders/README.md); orders: admin-orders.test.ts. */
describe('payment reminders for bookings', () => {
  let t: TestApp;
  let admin: supertest.Agent;

  beforeAll(async () => {
    ({ t, admin } = await startAdminApp());
  });
  afterAll(async () => {
    await t.close();
  });

  it('messages the parent of an expired hold a link back to the booking form, once, logged', async () => {
    const venue = await createVenue(t.db);
    const expired = await insertBooking(t.db, {
      venueId: venue.id,
      paymentStatus: 'expired',
      createdAt: '2026-06-16T08:00:00+05:30',
    });
    const paid = await insertBooking(t.db, {
      venueId: venue.id,
      createdAt: '2026-06-16T08:00:00+05:30',
      paidAt: '2026-06-16T08:02:00+05:30',
    });
    const remind = (bookingId: string) => admin.post(`/api/admin/registrations/${bookingId}/reminder`);

    const answers = await Promise.all([
      remind(expired.bookingId),
      remind(expired.bookingId),
      remind(expired.bookingId),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409]);
    expect(answers.find((res) => res.status === 200)!.body).toEqual({ payUrl: '/' });
    expect(answers.find((res) => res.status === 409)!.body).toMatchObject({
      code: 'REMINDER_ALREADY_SENT',
      message: PAYMENT_REMINDER_MESSAGES.alreadySent,
    });

    const sent = await t.db.query(
      `SELECT channel, recipient, params FROM messages WHERE booking_id = $1 ORDER BY channel`,
      [expired.bookingId],
    );
    expect(sent).toEqual([
      { channel: 'email', recipient: 'asha@example.com', params: { payUrl: '/' } },
      { channel: 'whatsapp', recipient: '919822012345', params: { payUrl: '/' } },
    ]);
    const [event] = await t.db.query(
      `SELECT kind, actor->>'name' AS actor FROM timeline_events WHERE subject_type = 'registration' AND subject_id = $1`,
      [expired.id],
    );
    expect(event).toEqual({ kind: 'reminder_sent', actor: 'Admin' });
    const [audit] = await t.db.query(`SELECT action FROM audit_events WHERE target_id = $1`, [expired.bookingId]);
    expect(audit.action).toBe('registration.remind');

    expect((await remind(paid.bookingId).expect(409)).body.code).toBe('NOT_ABANDONED');
    expect((await remind('RL-NOPE0000').expect(404)).body.message).toBe(PAYMENT_REMINDER_MESSAGES.bookingNotFound);
  });
});
