import { randomBytes, randomUUID } from 'node:crypto';
import type supertest from 'supertest';
import type { StaffRole } from '../../src/auth/roles.js';
import { one } from '../../src/common/sql.js';
import { signCheckIn } from '../../src/common/check-in-signature.js';
import { Registration, type RegistrationPaymentStatus } from '../../src/registrations/entities/registration.entity.js';
import type { Venue } from '../../src/venues/entities/venue.entity.js';
import type { TestApp } from './test-app.js';
import { signingKeys } from '../../src/common/purpose-signature.js';

/**
 * An agent signed in as a named staff member with `role`: a users row with that name, and the
 * session (started through the admin login) pointed at it in the session store.
 */
export async function signInAsStaff(t: TestApp, role: StaffRole, firstName: string): Promise<supertest.Agent> {
  const user = await one<{ id: number }>(
    t.db,
    `INSERT INTO users (email, first_name, last_name) VALUES ($1, $2, 'Staff') RETURNING id`,
    [`${firstName.toLowerCase()}-${randomBytes(3).toString('hex')}@roboleague.in`, firstName],
  );
  const agent = t.http();
  const login = await agent.post('/api/admin/login').send({ password: t.settings.adminPassword }).expect(200);
  const [, cookie] = String(login.headers['set-cookie']).match(/robo\.sid=([^;.]+)/) ?? [];
  if (!cookie) throw new Error('No session cookie');
  const sid = decodeURIComponent(cookie);
  await t.db.query(
    `UPDATE sessions SET sess = (sess::jsonb || jsonb_build_object('userId', $2::int, 'role', $3::text))::json WHERE sid = $1`,
    [sid, user.id, role],
  );
  return agent;
}

let serial = 0;

/** A booking at `venue` (counted in its seats) and the code its QR holds. */
export async function booking(
  t: TestApp,
  venue: Venue,
  paymentStatus: RegistrationPaymentStatus = 'paid',
  childName = 'Vir Rao',
  takeawayKit = false,
) {
  const bookingId = `RL-T${(++serial).toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;
  await t.db.getRepository(Registration).insert({
    parentName: 'Asha Rao',
    phoneNumber: `+9198220${String(10000 + serial).slice(-5)}`,
    email: 'asha@example.com',
    childName,
    gradeGroup: 'std-3-4',
    schoolName: 'DPS Pune',
    venueId: venue.id,
    bookingId,
    paymentStatus,
    takeawayKit,
    holdsSeat: paymentStatus === 'paid' || paymentStatus === 'pending',
    holdExpiresAt: new Date(Date.now() + 60_000),
  });
  const code = `${t.settings.publicUrl}/api/check-in/${bookingId}?sig=${signCheckIn(signingKeys(t.settings), bookingId)}`;
  return { bookingId, code };
}

/** A scan as a device sends it (a fresh clientId unless given). */
export const scan = (venueId: number, code: string, extra: Record<string, unknown> = {}) => ({
  code,
  venueId,
  deviceId: 'door-1',
  scannedAt: new Date().toISOString(),
  clientId: randomUUID(),
  ...extra,
});

/** How many rows a booking has in one of the door's tables: 1 once checked in (or its kit handed over), else 0. */
export async function doorRows(t: TestApp, table: 'check_ins' | 'kit_handovers', bookingId: string): Promise<number> {
  const row = await one<{ count: number }>(
    t.db,
    `SELECT count(*)::int AS count FROM ${table} d JOIN registrations r ON r.id = d.registration_id WHERE r.booking_id = $1`,
    [bookingId],
  );
  return row.count;
}
