import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signingKeys } from '../../src/common/purpose-signature.js';
import { RenderBookingQrJob } from '../../src/qr/jobs/render-booking-qr.job.js';
import { signInAsAdmin } from '../support/admin.js';
import { booking } from '../support/check-in.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { addVenue, registrationBody } from '../workshop-support.js';
import { client } from './clients.js';

/**
 * Each signing purpose has its own key derived from SESSION_SECRET (HKDF): a link signed with the
 * secret itself, or with another purpose's key, is refused, except the parents' long-lived links
 * issued before the change while LEGACY_SIGNATURES_UNTIL says so.
 */
describe('signing keys per purpose', () => {
  let t: TestApp;
  /** How every link was signed before per-purpose keys. */
  const bySecret = (message: string) => createHmac('sha256', t.settings.sessionSecret).update(message).digest('hex');

  beforeAll(async () => {
    t = await startTestApp({ LEGACY_SIGNATURES_UNTIL: '2099-12-31' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps check-in codes and QR links issued before working, at the door and offline', async () => {
    const venue = await addVenue(t);
    const { bookingId } = await booking(t, venue);
    const visitor = client('127.0.0.2', t.url);
    expect((await visitor.get(`/api/check-in/${bookingId}?sig=${bySecret(`check-in|${bookingId}`)}`)).status).toBe(200);
    expect(
      (await visitor.get(`/api/check-in/${bookingId}?sig=${signingKeys(t.settings).sign('check-in', bookingId)}`))
        .status,
    ).toBe(200);
    // Another purpose's signature of the same id is no check-in code.
    expect(
      (await visitor.get(`/api/check-in/${bookingId}?sig=${signingKeys(t.settings).sign('qr-image', bookingId)}`))
        .status,
    ).toBe(403);

    await t.app.get(RenderBookingQrJob).run({ bookingId });
    expect((await visitor.get(`/uploads/qr/${bookingId}.png?sig=${bySecret(`qr-image|${bookingId}`)}`)).status).toBe(
      200,
    );

    const admin = await signInAsAdmin(t);
    const roster = await admin.get(`/api/admin/check-ins/roster?venueId=${venue.id}`).expect(200);
    expect(roster.body.bookings.find((entry: { bookingId: string }) => entry.bookingId === bookingId)).toMatchObject({
      digest: expect.stringMatching(/^[0-9a-f]{64}$/),
      legacyDigest: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('refuses short-lived links signed with the secret itself: hold release tokens and upload URLs', async () => {
    const venue = await addVenue(t);
    const parent = client('127.0.0.3', t.url);
    const created = await parent.post('/api/registrations', registrationBody(venue.id));
    expect(created.status).toBe(201);
    const bookingId: string = created.body.registration.bookingId;
    for (const message of [`release-hold|${bookingId}`, `release|${bookingId}`]) {
      expect(
        (await parent.post(`/api/registrations/${bookingId}/release`, { releaseToken: bySecret(message) })).status,
      ).toBe(409);
    }
    expect(
      (await parent.post(`/api/registrations/${bookingId}/release`, { releaseToken: created.body.releaseToken }))
        .status,
    ).toBe(200);

    const admin = await signInAsAdmin(t);
    const { uploadURL } = (await admin.post('/api/admin/upload/product-image').expect(201)).body as {
      uploadURL: string;
    };
    const url = new URL(uploadURL);
    const expires = url.searchParams.get('expires')!;
    const forged = createHmac('sha256', t.settings.sessionSecret)
      .update(`PUT\n${url.pathname}\n${expires}`)
      .digest('base64url');
    const put = await fetch(`${url.origin}${url.pathname}?expires=${expires}&sig=${forged}`, {
      method: 'PUT',
      body: new Uint8Array(Buffer.from('GIF89a')),
      headers: { 'content-type': 'image/gif' },
    });
    expect(put.status).toBe(403);
  });

  it('refuses a parent /my-booking session forged with the secret itself, and takes one signed with its key', async () => {
    const payload = Buffer.from(
      JSON.stringify({ k: 'phone', v: '9822012345', e: Math.floor(Date.now() / 1000) + 600 }),
    ).toString('base64url');
    const parent = client('127.0.0.4', t.url);
    const forged = await parent.get('/api/my-booking', {
      cookie: `robo.parent=${payload}.${bySecret(`parent-session|${payload}`)}`,
    });
    expect(forged.status).toBe(401);
    const genuine = await parent.get('/api/my-booking', {
      cookie: `robo.parent=${payload}.${signingKeys(t.settings).sign('parent-session', payload)}`,
    });
    expect(genuine.status).toBe(200);
  });
});
