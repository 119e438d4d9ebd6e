import { existsSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startFakeWhatsapp, type FakeWhatsapp } from './fakes/fake-whatsapp.js';
import { startTestAppWithRazorpay, type RazorpayTestApp } from './support/razorpay-test-app.js';
import { eventually } from './support/test-app.js';
import { addVenue, paidBooking as paidBookingAt, registrationRow } from './workshop-support.js';

/** Work that used to be lost when its job failed (issue 10.3) is re-driven through the outbox. */
describe('QR codes and confirmations survive failures', () => {
  let t: RazorpayTestApp;
  let whatsapp: FakeWhatsapp;

  beforeAll(async () => {
    whatsapp = await startFakeWhatsapp();
    t = await startTestAppWithRazorpay({
      ...whatsapp.env,
      OUTBOX_SWEEP_MS: '200',
      OUTBOX_RETRY_FIRST_MS: '50',
      OUTBOX_RETRY_MAX_SECONDS: '1',
    });
  });
  afterAll(async () => {
    await t?.close();
    await whatsapp?.close();
  });

  const paidBooking = async (venueId: number) => (await paidBookingAt(t, venueId)).bookingId;

  const outboxItem = async (kind: string, key: string) =>
    (
      await t.db.query('SELECT state, attempts, last_error FROM outbox_items WHERE kind = $1 AND key = $2', [kind, key])
    )[0];
  /** The outbox item delivering a booking's WhatsApp confirmation (backend/src/messages/README.md). */
  const confirmationItem = async (bookingId: string) =>
    (
      await t.db.query(
        `SELECT o.state, o.attempts FROM outbox_items o JOIN messages m ON o.kind = 'message.send' AND o.key = m.id::text
       WHERE m.event_key = $1 AND m.channel = 'whatsapp'`,
        [`booking_confirmed:${bookingId}`],
      )
    )[0];

  it('renders the QR code of a booking whose rendering failed five times', async () => {
    // A file where the QR directory should be: every render fails until it is gone.
    const qrDir = join(t.settings.uploadsDir, 'qr');
    rmSync(qrDir, { recursive: true, force: true });
    mkdirSync(t.settings.uploadsDir, { recursive: true });
    writeFileSync(qrDir, 'not a directory');

    const venue = await addVenue(t);
    const bookingId = await paidBooking(venue.id);
    const failing = await eventually(async () => {
      const found = await outboxItem('qr.render', bookingId);
      return found?.attempts >= 5 ? found : null;
    });
    expect(failing.state).toBe('pending');
    expect(failing.last_error).toMatch(/EEXIST|ENOTDIR/);
    expect((await registrationRow(t, bookingId)).simple_qr_code_url).toBeNull();

    rmSync(qrDir);
    // The item is marked done just after its handler stored the QR link, so wait for the item itself.
    const done = await eventually(async () => {
      const item = await outboxItem('qr.render', bookingId);
      return item?.state === 'done' ? item : null;
    });
    expect(done).toMatchObject({ state: 'done', last_error: null });
    expect((await registrationRow(t, bookingId)).simple_qr_code_url).toBeTruthy();
    expect(existsSync(join(qrDir, `${bookingId}.png`))).toBe(true);
  });

  it('sends every confirmation paid during a WhatsApp outage once the provider is back, each once', async () => {
    whatsapp.setDown(true);
    const venue = await addVenue(t);
    const bookingIds: string[] = [];
    for (let i = 0; i < 10; i += 1) bookingIds.push(await paidBooking(venue.id));

    // More failed attempts than the job queue's own retries would ever have made.
    await eventually(async () => {
      const items = await Promise.all(bookingIds.map((id) => confirmationItem(id)));
      return items.every((item) => item?.attempts >= 6 && item.state === 'pending');
    });
    expect(whatsapp.messages.filter((m) => bookingIds.some((id) => m.body.includes(id)))).toHaveLength(0);

    whatsapp.setDown(false);
    await eventually(async () => {
      const rows = await Promise.all(bookingIds.map((id) => registrationRow(t, id)));
      return rows.every((row) => row.whatsapp_sent);
    });
    for (const id of bookingIds) expect(whatsapp.messages.filter((m) => m.body.includes(id))).toHaveLength(1);
  });
});
