import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { get, type IncomingMessage } from 'node:http';
import type supertest from 'supertest';
import { one } from '../src/common/sql.js';
import { signInAsAdmin, signInAsStaff } from './support/admin.js';
import { createVenue } from './support/factories.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { asText } from './support/csv.js';

interface Seed {
  bookingId: string;
  parent: string;
  child: string;
  phone: string;
  email: string;
  status: string;
  venueId: number;
  paymentId?: string;
}

async function insertRegistration(t: TestApp, r: Seed): Promise<number> {
  const { id } = await one<{ id: number }>(
    t.db,
    `INSERT INTO registrations (parent_name, phone_number, email, child_name, grade_group, school_name, venue_id, booking_id,
       payment_status, payment_id, hold_expires_at, holds_seat, paid_at)
     VALUES ($1, $2, $3, $4, 'std-3-4', 'City School', $5, $6, $7, $8, now() + interval '15 minutes', false,
       CASE WHEN $7 = 'paid' THEN now() END) RETURNING id`,
    [r.parent, r.phone, r.email, r.child, r.venueId, r.bookingId, r.status, r.paymentId ?? null],
  );
  return id;
}

describe('GET /api/admin/registrations', () => {
  let t: TestApp;
  let owner: supertest.Agent;
  let pune: number;
  let mumbai: number;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_RATE_LIMIT: '1000' });
    owner = await signInAsAdmin(t);
    pune = (await createVenue(t.db, { name: 'desk-pune', displayName: 'Pune Hall' })).id;
    mumbai = (await createVenue(t.db, { name: 'desk-mumbai', displayName: 'Mumbai Hall' })).id;
    const asha = await insertRegistration(t, {
      bookingId: 'RL-ASHA2345',
      parent: 'Asha Rao',
      child: 'Kiran Rao',
      phone: '+919822012345',
      email: 'Asha@Example.com',
      status: 'paid',
      venueId: pune,
      paymentId: 'pay_ASHA1',
    });
    await insertRegistration(t, {
      bookingId: 'RL-MEER2345',
      parent: 'Meera Iyer',
      child: 'Dev Iyer',
      phone: '+919811122233',
      email: 'meera@example.com',
      status: 'pending',
      venueId: mumbai,
    });
    await insertRegistration(t, {
      bookingId: 'RL-OLDX2345',
      parent: 'Old Row',
      child: 'Tara',
      phone: '9822012345',
      email: 'old@example.com',
      status: 'expired',
      venueId: mumbai,
    });
    await t.db.query(
      `INSERT INTO check_ins (registration_id, venue_id, client_id, device_id, staff_name, checked_in_at) VALUES ($1, $2, gen_random_uuid(), 'd1', 'Door', now())`,
      [asha, pune],
    );
    // Asha's booking has a takeaway kit, handed over at the door.
    await t.db.query(`UPDATE registrations SET takeaway_kit = true WHERE id = $1`, [asha]);
    await t.db.query(
      `INSERT INTO kit_handovers (registration_id, venue_id, client_id, device_id, staff_name, handed_at) VALUES ($1, $2, gen_random_uuid(), 'd1', 'Door', now())`,
      [asha, pune],
    );
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const ids = async (query: Record<string, string | number | boolean>) =>
    ((await owner.get('/api/admin/registrations').query(query).expect(200)).body.items as Array<{ bookingId: string }>)
      .map((r) => r.bookingId)
      .sort();

  it('finds a booking by phone in any common form, and by id, payment id, e-mail or name', async () => {
    for (const phone of ['98220 12345', '+91 98220 12345', '919822012345', '9822012345']) {
      expect(await ids({ q: phone })).toEqual(['RL-ASHA2345', 'RL-OLDX2345']);
    }
    expect(await ids({ q: 'rl-asha2345' })).toEqual(['RL-ASHA2345']);
    expect(await ids({ q: 'pay_ASHA1' })).toEqual(['RL-ASHA2345']);
    expect(await ids({ q: 'ASHA@example.com' })).toEqual(['RL-ASHA2345']);
    expect(await ids({ q: 'rao' })).toEqual(['RL-ASHA2345']);
    expect(await ids({ q: 'Dev' })).toEqual(['RL-MEER2345']);
    expect(await ids({ q: 'nobody' })).toEqual([]);
  });

  it('filters by venue, status and check-in, and answers a page with every field', async () => {
    expect(await ids({ venueId: mumbai })).toEqual(['RL-MEER2345', 'RL-OLDX2345']);
    expect(await ids({ status: 'paid' })).toEqual(['RL-ASHA2345']);
    expect(await ids({ checkedIn: true })).toEqual(['RL-ASHA2345']);
    expect(await ids({ checkedIn: false, venueId: mumbai, status: 'pending' })).toEqual(['RL-MEER2345']);
    const page = await owner.get('/api/admin/registrations').query({ q: 'Asha' }).expect(200);
    expect(page.body).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(page.body.items[0]).toEqual({
      bookingId: 'RL-ASHA2345',
      parentName: 'Asha Rao',
      childName: 'Kiran Rao',
      phone: '+919822012345',
      email: 'Asha@Example.com',
      gradeGroup: 'std-3-4',
      school: 'City School',
      venue: { id: pune, displayName: 'Pune Hall' },
      status: 'paid',
      moneyStatus: 'paid',
      refundedPaise: 0,
      totalAmount: 300,
      originalAmount: 300,
      discountAmount: 0,
      coupon: null,
      createdAt: expect.any(String),
      paidAt: expect.any(String),
      checkedInAt: expect.any(String),
      takeawayKit: true,
      kitHandedOverAt: expect.any(String),
    });
    const second = await owner
      .get('/api/admin/registrations')
      .query({ pageSize: 2, page: 2, sort: 'parentName' })
      .expect(200);
    expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.body.items.map((r: { parentName: string }) => r.parentName)).toEqual(['Old Row']);
  });

  it('exports the filtered bookings as a CSV with a BOM, rupees with two decimals and Indian times', async () => {
    const res = await owner
      .get('/api/admin/registrations/export.csv')
      .query({ venueId: mumbai })
      .buffer(true)
      .parse((res, done) => asText(res, done))
      .expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (res.body as string).split(/\r?\n/);
    expect(lines[0]).toBe(
      '\uFEFFBooking ID,Booked (IST),Paid (IST),Status,Money,Parent,Child,Phone,E-mail,Grade,School,Venue,Kit,Amount (INR),Before discount (INR),Discount (INR),Coupon,Paid (INR),Refunded (INR),Net (INR),Checked in (IST),Edition',
    );
    expect(
      lines
        .slice(1, -1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual(['RL-MEER2345', 'RL-OLDX2345']);
    const meera = lines.find((line) => line.startsWith('RL-MEER2345'))!.split(',');
    expect(meera).toEqual([
      'RL-MEER2345',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      '',
      'pending',
      '',
      'Meera Iyer',
      'Dev Iyer',
      '+91 98111 22233',
      'meera@example.com',
      'std-3-4',
      'City School',
      'Mumbai Hall',
      '',
      '3.00',
      '3.00',
      '0.00',
      '',
      '0.00',
      '0.00',
      '0.00',
      '',
      'RoboLeague 11th Edition',
    ]);
    expect(lines.at(-1)).toBe('');
  });

  it('exports names a spreadsheet would run as formulas defused, whatever the number of rows', async () => {
    const big = (await createVenue(t.db, { name: 'desk-big', displayName: '=Big Hall', maxSeats: 30_000 })).id;
    await t.db.query(
      `INSERT INTO registrations (parent_name, phone_number, email, child_name, grade_group, school_name, venue_id, booking_id,
         payment_status, hold_expires_at, holds_seat)
       SELECT '=SUM(A1)', '+919822000000', 'big' || n || '@example.com', '@child ' || n, 'std-3-4', '+cmd|school', $1,
              'RL-B' || lpad(n::text, 7, '0'), 'expired', now(), false
       FROM generate_series(1, 20000) AS n`,
      [big],
    );
    const res = await owner
      .get('/api/admin/registrations/export.csv')
      .query({ venueId: big, sort: 'childName' })
      .buffer(true)
      .parse((res, done) => asText(res, done))
      .expect(200);
    const lines = (res.body as string).split(/\r?\n/);
    expect(lines).toHaveLength(20_000 + 2);
    expect(lines[1]?.split(',')).toEqual([
      'RL-B0000001',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      '',
      'expired',
      '',
      "'=SUM(A1)",
      "'@child 1",
      '+91 98220 00000',
      'big1@example.com',
      'std-3-4',
      "'+cmd|school",
      "'=Big Hall",
      '',
      '3.00',
      '3.00',
      '0.00',
      '',
      '0.00',
      '0.00',
      '0.00',
      '',
      'RoboLeague 11th Edition',
    ]);
  });

  it('lets go of the database when the client hangs up in the middle of an export', async () => {
    // About 25 MB of CSV: more than the sockets between PostgreSQL, the app and the client hold, so
    // an export whose client stops reading stays open (its transaction, and its COPY) until it hangs up.
    const venue = (await createVenue(t.db, { name: 'desk-huge', maxSeats: 60_000 })).id;
    await t.db.query(
      `INSERT INTO registrations (parent_name, phone_number, email, child_name, grade_group, school_name, venue_id, booking_id,
         payment_status, hold_expires_at, holds_seat)
       SELECT repeat('p', 100), '+919822000000', 'huge' || n || '@example.com', repeat('c', 100), 'std-3-4', repeat('s', 150),
              $1, 'RL-H' || lpad(n::text, 7, '0'), 'expired', now(), false
       FROM generate_series(1, 50000) AS n`,
      [venue],
    );
    const login = await t.http().post('/api/admin/login').send({ password: t.settings.adminPassword }).expect(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
    const dbName = t.db.driver.database ?? '';
    const exporting = async () =>
      (
        await one<{ n: number }>(
          t.db,
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = $1 AND state IN ('active', 'idle in transaction') AND query LIKE 'COPY (%'`,
          [dbName],
        )
      ).n;
    const waitFor = async (done: () => Promise<boolean>) => {
      for (let i = 0; i < 100 && !(await done()); i++) await new Promise((r) => setTimeout(r, 100));
    };
    const path = `/api/admin/registrations/export.csv?venueId=${venue}`;
    const req = get(`${t.url}${path}`, { headers: { cookie, origin: new URL(t.settings.publicUrl).origin } });
    req.on('error', () => undefined);
    const res = await new Promise<IncomingMessage>((resolve) => req.on('response', resolve));
    await new Promise((resolve) => res.once('data', resolve));
    res.pause();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await exporting()).toBe(1);
    req.destroy();
    await waitFor(async () => (await exporting()) === 0);
    expect(await exporting()).toBe(0);
    // The pool still serves: a whole export afterwards has every row.
    const again = await owner.get(path).expect(200);
    expect(String(again.text).split(/\r?\n/).length).toBe(50_000 + 2);
  });

  it("answers a venue's paid attendees for the printable sheet", async () => {
    const sheet = (await owner.get(`/api/admin/venues/${pune}/attendees`).expect(200)).body;
    expect(sheet).toEqual({
      venue: { id: pune, displayName: 'Pune Hall', dateTime: expect.any(String), address: expect.any(String) },
      attendees: [
        {
          bookingId: 'RL-ASHA2345',
          childName: 'Kiran Rao',
          gradeGroup: 'std-3-4',
          school: 'City School',
          parentPhone: '+919822012345',
          amountPaise: 300,
          checkedIn: true,
          takeawayKit: true,
          kitHandedOver: true,
        },
      ],
    });
    expect((await owner.get(`/api/admin/venues/${mumbai}/attendees`).expect(200)).body.attendees).toEqual([]);
    expect((await owner.get('/api/admin/venues/999999/attendees').expect(404)).body.message).toBe('Venue not found');
  });

  it('refuses bad input with a clear message and a door role with 403', async () => {
    expect((await owner.get('/api/admin/registrations').query({ pageSize: 201 }).expect(400)).body.message).toBe(
      'pageSize must be between 1 and 200',
    );
    expect((await owner.get('/api/admin/registrations').query({ status: 'lost' }).expect(400)).body.message).toMatch(
      /status must be one of/,
    );
    expect((await owner.get('/api/admin/registrations').query({ sort: 'email' }).expect(400)).body.message).toMatch(
      /sort must be one of/,
    );
    expect((await owner.get('/api/admin/registrations').query({ to: 'soon' }).expect(400)).body.message).toBe(
      'to must be a date',
    );
    const { agent } = await signInAsStaff(t, 'door');
    expect((await agent.get('/api/admin/registrations').expect(403)).body.message).toBe(
      'Your role does not allow this.',
    );
    const desk = await signInAsStaff(t, 'desk');
    await desk.agent.get('/api/admin/registrations').expect(200);
  });
});
