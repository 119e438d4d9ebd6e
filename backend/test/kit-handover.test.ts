import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type supertest from 'supertest';
import type { CheckInResult, KitHandoverResult, Roster } from '@robo/domain';
import type { Venue } from '../src/venues/entities/venue.entity.js';
import { booking, doorRows, scan, signInAsStaff } from './support/check-in.js';
import { createVenue } from './support/factories.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('takeaway kits at the door', () => {
  let t: TestApp;
  let door: supertest.Agent;
  let otherDoor: supertest.Agent;
  let venue: Venue;
  let elsewhere: Venue;

  beforeAll(async () => {
    t = await startTestApp();
    door = await signInAsStaff(t, 'door', 'Priya');
    otherDoor = await signInAsStaff(t, 'door', 'Ravi');
    venue = await createVenue(t.db, { displayName: 'Pune — Aundh', maxSeats: 50 });
    elsewhere = await createVenue(t.db, { displayName: 'Pune — Wakad' });
  });
  afterAll(() => t.close());

  const handOver = (agent: supertest.Agent, bookingId: string, extra: Record<string, unknown> = {}) =>
    agent.post(`/api/admin/check-ins/${bookingId}/kit`).send({
      venueId: venue.id,
      deviceId: 'door-1',
      clientId: randomUUID(),
      handedAt: new Date().toISOString(),
      ...extra,
    });
  const handovers = (bookingId: string) => doorRows(t, 'kit_handovers', bookingId);
  const auditActions = async (bookingId: string) =>
    (
      await t.db.query(
        `SELECT action FROM audit_events WHERE target_type = 'registration' AND target_id = $1 ORDER BY id`,
        [bookingId],
      )
    ).map((row: { action: string }) => row.action);

  it('a scan of a child with a kit says the kit is due; the handover records who and when, and counts it', async () => {
    const before = (await door.get(`/api/admin/check-ins/counts?venueId=${venue.id}`).expect(200)).body;
    const kid = await booking(t, venue, 'paid', 'Meera Iyer', true);
    const admitted = (await door.post('/api/admin/check-ins').send(scan(venue.id, kid.code)).expect(200))
      .body as CheckInResult;
    expect(admitted.outcome).toBe('admit');
    expect(admitted.outcome !== 'refused' && admitted.kit).toEqual({ handedOver: null });
    expect(admitted.counts.kitsDue).toBe(before.kitsDue + 1);

    const handed = (await handOver(door, kid.bookingId).expect(200)).body as KitHandoverResult;
    expect(handed.outcome).toBe('handed');
    expect(handed.kit.staffName).toBe('Priya Staff');
    expect(Math.abs(Date.parse(handed.kit.at) - Date.now())).toBeLessThan(10_000);
    expect(handed.counts).toMatchObject({ kitsDue: before.kitsDue + 1, kitsHanded: before.kitsHanded + 1 });

    // A rescan now says it was handed over, and the roster carries it for offline use.
    const again = (await door.post('/api/admin/check-ins').send(scan(venue.id, kid.code)).expect(200))
      .body as CheckInResult;
    expect(again.outcome !== 'refused' && again.kit?.handedOver?.staffName).toBe('Priya Staff');
    const roster = (await door.get(`/api/admin/check-ins/roster?venueId=${venue.id}`).expect(200)).body as Roster;
    expect(roster.bookings.find((b) => b.bookingId === kid.bookingId)).toMatchObject({
      takeawayKit: true,
      kit: { staffName: 'Priya Staff' },
    });
    expect(await auditActions(kid.bookingId)).toEqual(['check-in.admit', 'check-in.kit']);
  });

  it('a child without a kit has none due: the scan says nothing of a kit and a handover is refused', async () => {
    const kid = await booking(t, venue, 'paid', 'Arjun Shah');
    const admitted = (await door.post('/api/admin/check-ins').send(scan(venue.id, kid.code)).expect(200))
      .body as CheckInResult;
    expect(admitted.outcome !== 'refused' && admitted.kit).toBeUndefined();
    const refused = await handOver(door, kid.bookingId).expect(409);
    expect(refused.body).toMatchObject({ code: 'NO_KIT_DUE', message: 'This booking has no takeaway kit' });
    expect(await handovers(kid.bookingId)).toBe(0);
  });

  it('refuses a kit of another venue, of an unpaid booking and of an unknown one, changing nothing', async () => {
    const other = await booking(t, elsewhere, 'paid', 'Kabir Das', true);
    expect((await handOver(door, other.bookingId).expect(409)).body.message).toBe(
      'Booked at another venue: Pune — Wakad',
    );
    const unpaid = await booking(t, venue, 'pending', 'Tara Das', true);
    expect((await handOver(door, unpaid.bookingId).expect(409)).body.message).toBe('Only a paid booking gets its kit');
    expect((await handOver(door, 'RL-NOSUCH00').expect(409)).body.message).toBe('Unknown booking');
    expect(await handovers(other.bookingId)).toBe(0);
    expect(await handovers(unpaid.bookingId)).toBe(0);
    const bad = await handOver(door, other.bookingId, { clientId: 'nope' }).expect(400);
    expect(bad.body.message).toEqual(expect.stringContaining('clientId must be a UUID'));
  });

  it('two doors handing over the same kit at once write one record; the others answer already, naming the first', async () => {
    const kid = await booking(t, venue, 'paid', 'Zoya Khan', true);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        handOver(i % 2 ? otherDoor : door, kid.bookingId, { deviceId: `door-${i}` }),
      ),
    );
    const bodies = answers.map((response) => {
      expect(response.status).toBe(200);
      return response.body as KitHandoverResult;
    });
    expect(bodies.filter((b) => b.outcome === 'handed')).toHaveLength(1);
    expect(bodies.filter((b) => b.outcome === 'already')).toHaveLength(11);
    const winner = bodies.find((b) => b.outcome === 'handed')?.kit;
    for (const body of bodies) expect(body.kit).toEqual(winner);
    expect(await handovers(kid.bookingId)).toBe(1);
    expect((await auditActions(kid.bookingId)).filter((a: string) => a === 'check-in.kit')).toHaveLength(1);
  });

  it('a retry with the same clientId is answered handed again, not already', async () => {
    const kid = await booking(t, venue, 'paid', 'Ira Menon', true);
    const clientId = randomUUID();
    expect((await handOver(door, kid.bookingId, { clientId }).expect(200)).body.outcome).toBe('handed');
    expect((await handOver(door, kid.bookingId, { clientId }).expect(200)).body.outcome).toBe('handed');
    expect((await handOver(door, kid.bookingId).expect(200)).body.outcome).toBe('already');
    expect(await handovers(kid.bookingId)).toBe(1);
  });

  it('undo removes the handover (audited) so the kit is due again; undoing twice is a 404', async () => {
    const kid = await booking(t, venue, 'paid', 'Dev Patil', true);
    const handed = (await handOver(door, kid.bookingId).expect(200)).body as KitHandoverResult;
    await door.post(`/api/admin/check-ins/${kid.bookingId}/kit/undo`).send({}).expect(200);
    const counts = (await door.get(`/api/admin/check-ins/counts?venueId=${venue.id}`).expect(200)).body;
    expect(counts.kitsHanded).toBe(handed.counts.kitsHanded - 1);
    const again = await door.post(`/api/admin/check-ins/${kid.bookingId}/kit/undo`).send({}).expect(404);
    expect(again.body).toMatchObject({ code: 'KIT_NOT_HANDED_OVER', message: 'This kit has not been handed over' });
    expect(await handovers(kid.bookingId)).toBe(0);
    const [audit] = await t.db.query(
      `SELECT actor_name, before FROM audit_events WHERE target_id = $1 AND action = 'check-in.kit-undo'`,
      [kid.bookingId],
    );
    expect(audit).toMatchObject({ actor_name: 'Priya Staff', before: { kit: handed.kit } });
    expect((await handOver(otherDoor, kid.bookingId).expect(200)).body.kit.staffName).toBe('Ravi Staff');
  });

  it('an offline handover keeps the device time inside its offline window', async () => {
    const kid = await booking(t, venue, 'paid', 'Nina Roy', true);
    await door.get(`/api/admin/check-ins/roster?venueId=${venue.id}&deviceId=door-off`).expect(200);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const handed = (
      await handOver(door, kid.bookingId, { deviceId: 'door-off', offline: true, handedAt: future }).expect(200)
    ).body as KitHandoverResult;
    expect(Date.parse(handed.kit.at)).toBeLessThanOrEqual(Date.now());
    expect(handed.kit.deviceId).toBe('door-off');
  });
});
