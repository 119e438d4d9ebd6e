import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ParsedMail } from 'mailparser';
import type supertest from 'supertest';
import { AnnouncementExpansion } from '../src/announcements/announcement-expansion.js';
import { Messages } from '../src/messages/messages.js';
import { startFakeWhatsapp, type FakeWhatsapp } from './fakes/fake-whatsapp.js';
import { startSmtpSink, type SmtpSink } from './fakes/smtp-sink.js';
import { signInAsAdmin, signInAsStaff } from './support/admin.js';
import { eventually, startTestApp, type TestApp } from './support/test-app.js';
import { addVenue } from './workshop-support.js';

describe('announcements to a venue’s parents (real PostgreSQL, SMTP sink, fake WhatsApp)', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let whatsapp: FakeWhatsapp;
  let admin: supertest.Agent;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    whatsapp = await startFakeWhatsapp();
    t = await startTestApp({
      ...smtp.env,
      ...whatsapp.env,
      OUTBOX_SWEEP_MS: '200',
      OUTBOX_RETRY_FIRST_MS: '200',
      ANNOUNCEMENT_BATCH: '2', // several batches even for a handful of parents
      ANNOUNCEMENT_EMAILS_PER_MINUTE: '60000',
      ANNOUNCEMENT_WHATSAPP_PER_SECOND: '1000',
    });
    admin = await signInAsAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await whatsapp?.close();
  });

  let bookings = 0;
  /** A booking written straight to the database, in the state a test needs. */
  async function booking(
    venueId: number,
    parent: { email: string; phone: string; name?: string },
    child: string,
    paymentStatus = 'paid',
  ): Promise<string> {
    bookings += 1;
    const bookingId = `RL-ANN${String(bookings).padStart(5, '0')}`;
    await t.db.query(
      `INSERT INTO registrations (parent_name, phone_number, email, child_name, grade_group, school_name, venue_id,
         edition_id, booking_id, payment_status, hold_expires_at, paid_at)
       VALUES ($1, $2, $3, $4, 'std-3-4', 'DPS Pune', $5, (SELECT edition_id FROM venues WHERE id = $5), $6, $7,
         now() + interval '15 minutes', now())`,
      [parent.name ?? 'Asha Rao', parent.phone, parent.email, child, venueId, bookingId, paymentStatus],
    );
    return bookingId;
  }

  const mailsTo = (address: string) => smtp.mails.filter((m) => JSON.stringify(m.to).includes(address));
  const whatsappTo = (phone: string) => whatsapp.messages.filter((m) => m.to === phone.replace('+', ''));
  /** The one item of a list (anything else fails the test). */
  const only = <T>(list: T[]): T => {
    expect(list).toHaveLength(1);
    return list[0] as T;
  };
  /** A header as the mail carried it, unfolded (mailparser parses List-* headers into objects). */
  const rawHeader = (mail: ParsedMail, name: string) =>
    mail.headerLines
      .find((h) => h.key === name)
      ?.line.replace(/\r?\n\s+/g, '')
      .replace(/^[^:]+:\s*/, '');
  const settle = () => new Promise((resolve) => setTimeout(resolve, 800));

  async function announce(body: Record<string, unknown>): Promise<number> {
    const created = await admin
      .post('/api/admin/announcements')
      .send({ channels: ['email', 'whatsapp'], subject: 'Hall change at {venue}', ...body })
      .expect(201);
    return created.body.id as number;
  }
  async function queued(id: number): Promise<void> {
    await eventually(async () => {
      const { body } = await admin.get(`/api/admin/announcements/${id}`).expect(200);
      return body.state === 'queued' && Object.values(body.counts).every((c: any) => c.queued === 0) ? body : undefined;
    }, 15_000);
  }

  it('reaches each paid parent of the venue once, naming all their children, and nobody elsewhere or cancelled', async () => {
    const hall = await addVenue(t, { displayName: 'Baner Robotics Hall', address: 'Baner Road, Pune' });
    const other = await addVenue(t, { displayName: 'Kothrud Lab' });
    const asha = { email: 'asha.ann@example.com', phone: '+919800000001', name: 'Asha Rao' };
    const ravi = { email: 'ravi.ann@example.com', phone: '+919800000002', name: 'Ravi Iyer' };
    const gone = { email: 'gone.ann@example.com', phone: '+919800000003' };
    const elsewhere = { email: 'else.ann@example.com', phone: '+919800000004' };
    await booking(hall.id, asha, 'Vir Rao');
    await booking(hall.id, { ...asha, email: 'Asha.Ann@Example.com ' }, 'Anya Rao');
    await booking(hall.id, ravi, 'Kabir Iyer');
    await booking(hall.id, gone, 'Mira Shah', 'cancelled');
    await booking(hall.id, gone, 'Tara Shah', 'pending');
    await booking(other.id, elsewhere, 'Dev Nair');

    const draft = {
      audience: { venueIds: [hall.id], bookingStatus: 'paid' },
      channels: ['email', 'whatsapp'],
      subject: 'Hall change at {venue}',
      body: 'Dear {parentName}, {childNames} will meet at {venue}, {address} ({mapLink}) on {dateTime}. {unknown} stays.',
    };
    const preview = await admin.post('/api/admin/announcements/preview').send(draft).expect(201);
    expect(preview.body.recipients).toBe(2);
    expect(preview.body.sample.email.subject).toBe('Hall change at Baner Robotics Hall');
    expect(preview.body.sample.email.text).toContain(
      'Dear Asha Rao, Anya Rao and Vir Rao will meet at Baner Robotics Hall, Baner Road, Pune',
    );
    expect(preview.body.sample.email.text).toContain('{unknown} stays.');
    expect(preview.body.sample.whatsapp.text).toMatch(/Reply STOP to get no more announcements\.$/);

    const id = await announce(draft);
    await queued(id);
    await settle();
    expect(mailsTo('asha.ann@example.com')).toHaveLength(1);
    expect(mailsTo('ravi.ann@example.com')).toHaveLength(1);
    expect(mailsTo('gone.ann@example.com')).toHaveLength(0);
    expect(mailsTo('else.ann@example.com')).toHaveLength(0);
    expect(whatsappTo(asha.phone)).toHaveLength(1);
    expect(whatsappTo(ravi.phone)).toHaveLength(1);
    expect(whatsappTo(gone.phone)).toHaveLength(0);
    expect(whatsappTo(elsewhere.phone)).toHaveLength(0);

    const mail = only(mailsTo('asha.ann@example.com'));
    expect(mail.subject).toBe('Hall change at Baner Robotics Hall');
    expect(mail.text).toContain('Anya Rao and Vir Rao');
    const unsubscribe = rawHeader(mail, 'list-unsubscribe');
    expect(unsubscribe).toMatch(/^<http.*\/api\/unsubscribe\?address=asha\.ann%40example\.com&sig=[0-9a-f]{64}>$/);
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).toContain('/api/unsubscribe?address=asha.ann%40example.com');
    // The approved template gets the parameters the settings name (default: parent name, then the text).
    expect(only(whatsappTo(asha.phone)).template?.name).toBe('announcement');
    expect(only(whatsappTo(asha.phone)).body.split('\n')[0]).toBe('Asha Rao');

    const { body: detail } = await admin.get(`/api/admin/announcements/${id}`).expect(200);
    expect(detail).toMatchObject({ id, state: 'queued', recipients: 2, createdBy: expect.any(String) });
    expect(detail.counts.email).toMatchObject({ queued: 0, sent: 2, failed: 0, optedOut: 0 });
    expect(detail.counts.whatsapp).toMatchObject({ queued: 0, sent: 2, failed: 0, optedOut: 0 });

    // WhatsApp's delivery reports move the counts on.
    await whatsapp.report(t.url, only(whatsappTo(asha.phone)).id, 'read');
    await whatsapp.report(t.url, only(whatsappTo(ravi.phone)).id, 'delivered');
    const { body: reported } = await admin.get(`/api/admin/announcements/${id}`).expect(200);
    expect(reported.counts.whatsapp).toMatchObject({ sent: 0, delivered: 1, read: 1 });

    const { body: list } = await admin.get('/api/admin/announcements').expect(200);
    expect(list[0]).toMatchObject({ id, subject: 'Hall change at {venue}', recipients: 2 });
    const [audit] = await t.db.query(
      `SELECT action FROM audit_events WHERE target_type = 'announcement' AND target_id = $1`,
      [String(id)],
    );
    expect(audit.action).toBe('announcement.create');
  });

  it('refuses bad drafts with a clear 400, unknown ids with 404, and anyone but desk and owner', async () => {
    const refused = await admin
      .post('/api/admin/announcements')
      .send({ audience: {}, channels: [], subject: 'x', body: 'y' })
      .expect(400);
    expect(JSON.stringify(refused.body)).toContain('Choose at least one channel');
    await admin
      .post('/api/admin/announcements/preview')
      .send({ audience: { bookingStatus: 'waiting_list' }, channels: ['email'], subject: 'x', body: 'y' })
      .expect(400);
    await admin
      .post('/api/admin/announcements')
      .send({ audience: {}, channels: ['email'], subject: 'x', body: 'y', sendAt: 'tomorrow' })
      .expect(400);
    expect(await t.db.query(`SELECT 1 FROM announcements WHERE subject = 'x'`)).toHaveLength(0);
    await admin.get('/api/admin/announcements/999999').expect(404);
    await t.http().get('/api/admin/announcements').expect(401);
    const desk = await signInAsStaff(t, 'desk');
    await desk.agent.get('/api/admin/announcements').expect(200);
  });

  it('honours an unsubscribe (one-click POST) and a WhatsApp STOP for the next announcement, not for transactional messages', async () => {
    const hall = await addVenue(t, { displayName: 'Aundh Hall' });
    const meera = { email: 'meera.ann@example.com', phone: '+919800000011', name: 'Meera' };
    const john = { email: 'john.ann@example.com', phone: '+919800000012', name: 'John' };
    const kiran = { email: 'kiran.ann@example.com', phone: '+919800000013', name: 'Kiran' };
    const meeraBooking = await booking(hall.id, meera, 'Ishaan');
    await booking(hall.id, john, 'Zoya');
    await booking(hall.id, kiran, 'Rohan');
    const audience = { venueIds: [hall.id] };
    const first = await announce({ audience, body: 'First note for {parentName}' });
    await queued(first);
    await settle();
    const [, link = ''] = /<(.*)>/.exec(rawHeader(only(mailsTo(meera.email)), 'list-unsubscribe') ?? '') ?? [];
    const path = link.slice(link.indexOf('/api/'));

    // Opening the link only asks; a forged link changes nothing; the mail client's one-click POST unsubscribes.
    const page = await t.http().get(path).expect(200);
    expect(page.text).toContain('Unsubscribe from announcements?');
    await t
      .http()
      .post(path.replace(/sig=\w+/, `sig=${'0'.repeat(64)}`))
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(403);
    expect(await t.db.query(`SELECT 1 FROM announcement_opt_outs`)).toHaveLength(0);
    await t.http().post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
    await t.http().post(path).type('form').send('List-Unsubscribe=One-Click').expect(200); // twice: still one
    // Other routes still parse no form bodies.
    await t.http().post('/api/registrations').type('form').send('a=1').expect(415);

    const stop = await whatsapp.inbound(t.url, john.phone.replace('+', ''), ' stop ');
    expect(stop.status).toBe(200);

    const second = await announce({ audience, body: 'Second note for {parentName}' });
    await queued(second);
    await settle();
    expect(mailsTo(meera.email).filter((m) => m.text?.includes('Second note'))).toHaveLength(0);
    expect(whatsappTo(meera.phone).filter((m) => m.body.includes('Second note'))).toHaveLength(0);
    expect(mailsTo(john.email).filter((m) => m.text?.includes('Second note'))).toHaveLength(0);
    expect(whatsappTo(john.phone).filter((m) => m.body.includes('Second note'))).toHaveLength(0);
    expect(mailsTo(kiran.email).filter((m) => m.text?.includes('Second note'))).toHaveLength(1);
    const { body } = await admin.get(`/api/admin/announcements/${second}`).expect(200);
    expect(body.counts.email).toMatchObject({ sent: 1, optedOut: 2 });
    expect(body.counts.whatsapp).toMatchObject({ optedOut: 2 });

    // A transactional message still reaches the unsubscribed parent.
    await t.db.transaction((manager) =>
      t.app.get(Messages).queue(manager, {
        template: 'booking_cancelled',
        eventKey: `booking_cancelled:${meeraBooking}`,
        bookingId: meeraBooking,
        channels: ['email'],
      }),
    );
    await eventually(async () => mailsTo(meera.email).find((m) => /Booking cancelled/.test(m.subject ?? '')), 15_000);
  });

  it('sends each message exactly once when a worker dies mid-expansion and two sweepers then run it at once', async () => {
    const hall = await addVenue(t, { displayName: 'Wakad Hall' });
    const parents = Array.from({ length: 7 }, (_, i) => ({
      email: `p${i}.once@example.com`,
      phone: `+91981000000${i}`,
    }));
    for (const [i, parent] of parents.entries()) await booking(hall.id, parent, `Child ${i}`);
    // Scheduled far ahead, so only this test drives its expansion.
    const id = await announce({
      audience: { venueIds: [hall.id] },
      body: 'Once for {parentName}',
      sendAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const expansion = t.app.get(AnnouncementExpansion);
    expect(await expansion.nextBatch(id)).toBe(true); // one batch committed, then the worker "dies"
    await Promise.all([expansion.expand(id), expansion.expand(id)]); // the lease ran out: two sweepers
    await expansion.expand(id); // and a restart runs it once more
    await queued(id);
    await settle();
    for (const parent of parents) {
      expect(mailsTo(parent.email).filter((m) => m.text?.includes('Once for'))).toHaveLength(1);
      expect(whatsappTo(parent.phone).filter((m) => m.body.includes('Once for'))).toHaveLength(1);
    }
    const [{ count }] = await t.db.query(
      `SELECT count(*)::int AS count FROM announcement_recipients WHERE announcement_id = $1`,
      [id],
    );
    expect(count).toBe(14);
  });
});

describe('announcement throttle', () => {
  let t: TestApp;
  beforeAll(async () => {
    // One e-mail a second; the sweeper stays out of the way so the reserved times can be read.
    t = await startTestApp({ ANNOUNCEMENT_EMAILS_PER_MINUTE: '60', OUTBOX_SWEEP_MS: '600000' });
  });
  afterAll(() => t?.close());

  it('spreads each send over the provider’s rate, shared by every announcement', async () => {
    const hall = await addVenue(t, { displayName: 'Hinjewadi Hall' });
    for (let i = 0; i < 4; i += 1)
      await t.db.query(
        `INSERT INTO registrations (parent_name, phone_number, email, child_name, grade_group, school_name, venue_id,
           edition_id, booking_id, payment_status, hold_expires_at)
         VALUES ('Parent', $1, $2, 'Kid', 'std-3-4', 'DPS', $3, (SELECT edition_id FROM venues WHERE id = $3), $4, 'paid', now())`,
        [`+91982000000${i}`, `r${i}.rate@example.com`, hall.id, `RL-RATE000${i}`],
      );
    const admin = await signInAsAdmin(t);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const ids: number[] = [];
    for (const subject of ['First', 'Second']) {
      const created = await admin
        .post('/api/admin/announcements')
        .send({ audience: { venueIds: [hall.id] }, channels: ['email'], subject, body: 'Hi', sendAt: later })
        .expect(201);
      ids.push(created.body.id);
    }
    const expansion = t.app.get(AnnouncementExpansion);
    await Promise.all(ids.map((id) => expansion.expand(id)));
    const due = await t.db.query(
      `SELECT extract(epoch FROM o.next_attempt_at) * 1000 AS at FROM announcement_recipients r
       JOIN outbox_items o ON o.kind = 'message.send' AND o.key = r.message_id::text
       WHERE r.announcement_id = ANY($1) AND o.attempts = 0 ORDER BY at`,
      [ids],
    );
    // Eight e-mails, one a second across both announcements (the first may already be running).
    const times: number[] = due.map((row: { at: string }) => Number(row.at));
    expect(times.length).toBeGreaterThanOrEqual(7);
    const gaps = times.slice(1).map((time, i) => Math.round(time - times[i]!));
    expect(gaps.every((gap) => gap === 1000)).toBe(true);
  });
});
