import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type supertest from 'supertest';
import type { AdminEdition, DeskRegistration, Page } from '@robo/domain';
import type { Venue } from '../src/venues/entities/venue.entity.js';
import { createTwelfthEdition, startAdminApp } from './support/admin.js';
import { booking } from './support/check-in.js';
import { createVenue } from './support/factories.js';
import type { TestApp } from './support/test-app.js';

/**
 * The staff lists that filter by edition (issue 27): the bookings desk and its export, and the
 * door's venue picker. `edition` is an id or `all`; absent, the edition on sale.
 */
describe('edition filters', () => {
  let t: TestApp;
  let admin: supertest.Agent;
  let eleventh: { venue: Venue; bookingId: string };
  let twelfth: { edition: AdminEdition; venue: Venue; bookingId: string };

  const deskIds = async (query: Record<string, string | number>) =>
    ((await admin.get('/api/admin/registrations').query(query).expect(200)).body as Page<DeskRegistration>).items.map(
      (row) => row.bookingId,
    );
  const doorVenues = async (query: Record<string, string>) =>
    ((await admin.get('/api/admin/check-ins/venues').query(query).expect(200)).body as Venue[]).map((v) => v.id);

  beforeAll(async () => {
    ({ t, admin } = await startAdminApp());
    const edition = await createTwelfthEdition(admin);
    const venue11 = await createVenue(t.db, { editionId: 1 });
    const venue12 = await createVenue(t.db, { editionId: edition.id });
    // Paid bookings; the insert trigger gives each its venue's edition.
    eleventh = { venue: venue11, bookingId: (await booking(t, venue11)).bookingId };
    twelfth = { edition, venue: venue12, bookingId: (await booking(t, venue12)).bookingId };
  });
  afterAll(() => t.close());

  it('the desk lists the edition on sale by default, a chosen one, or every edition', async () => {
    expect(await deskIds({})).toEqual([eleventh.bookingId]);
    expect(await deskIds({ edition: twelfth.edition.id })).toEqual([twelfth.bookingId]);
    expect(await deskIds({ edition: 'all' })).toEqual(expect.arrayContaining([eleventh.bookingId, twelfth.bookingId]));
  });

  it('a search or a venue finds bookings of any edition unless one is chosen', async () => {
    expect(await deskIds({ q: twelfth.bookingId })).toEqual([twelfth.bookingId]);
    expect(await deskIds({ venueId: twelfth.venue.id })).toEqual([twelfth.bookingId]);
    expect(await deskIds({ q: twelfth.bookingId, edition: 1 })).toEqual([]);
  });

  it('the export follows the same filter', async () => {
    const csv = async (query: Record<string, string>) =>
      (
        await admin
          .get('/api/admin/registrations/export.csv')
          .query(query)
          .buffer(true)
          .parse((res, done) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
            res.on('end', () => done(null, text));
          })
          .expect(200)
      ).body as string;
    const byDefault = await csv({});
    expect(byDefault).toContain(eleventh.bookingId);
    expect(byDefault).not.toContain(twelfth.bookingId);
    expect(await csv({ edition: String(twelfth.edition.id) })).toContain(twelfth.bookingId);
  });

  it('the door picks among the venues of the edition on sale, a chosen one, or every edition', async () => {
    expect(await doorVenues({})).toContain(eleventh.venue.id);
    expect(await doorVenues({})).not.toContain(twelfth.venue.id);
    expect(await doorVenues({ edition: String(twelfth.edition.id) })).toEqual([twelfth.venue.id]);
    expect(await doorVenues({ edition: 'all' })).toEqual(expect.arrayContaining([eleventh.venue.id, twelfth.venue.id]));
  });

  it('refuses an edition that is neither an id nor all', async () => {
    for (const url of ['/api/admin/registrations', '/api/admin/check-ins/venues']) {
      const res = await admin.get(url).query({ edition: 'last-year' }).expect(400);
      expect(JSON.stringify(res.body.message)).toContain('edition must be an edition id or all');
    }
  });

  it('follows the edition on sale when another opens, and lists every edition while none is', async () => {
    await admin.post('/api/admin/editions/1/status').send({ status: 'closed' }).expect(200);
    expect(await deskIds({})).toEqual(expect.arrayContaining([eleventh.bookingId, twelfth.bookingId]));
    await admin.post(`/api/admin/editions/${twelfth.edition.id}/status`).send({ status: 'on_sale' }).expect(200);
    expect(await deskIds({})).toEqual([twelfth.bookingId]);
    expect(await doorVenues({})).toEqual([twelfth.venue.id]);
  });
});
