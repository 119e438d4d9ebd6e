import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { FIRST_EDITION } from '@robo/domain';
import { freshMigratedDatabase } from './support/fresh-database.js';

/**
 * Migration 1795795144538-editions on a database holding the season as it was before editions:
 * venues with free-text dates (one that cannot be read), a booking and early-bird places taken.
 */
describe('editions migration', () => {
  let db: DataSource;
  let drop: () => Promise<void>;
  let readable: number;
  let unreadable: number;

  beforeAll(async () => {
    ({ db, drop } = await freshMigratedDatabase('robo_editions'));
    // Back to the schema before editions: the later migrations first, then the editions one.
    while (
      await db.query(`SELECT 1 FROM migrations WHERE name = 'Editions1795795144538'`).then((found) => found.length)
    )
      await db.undoLastMigration({ transaction: 'all' });
    const insertVenue = async (venueName: string, dateTime: string) =>
      (
        (await db.query(
          `INSERT INTO venues (name, display_name, city, address, date_time) VALUES ($1, $1, 'Pune', 'Hall', $2) RETURNING id`,
          [venueName, dateTime],
        )) as { id: number }[]
      )[0]!.id;
    readable = await insertVenue('baner', 'Sun, 13 Dec 2026 · 10:00 AM – 2:00 PM');
    unreadable = await insertVenue('kothrud', '13/12/2026, 10 AM');
    await db.query(
      `INSERT INTO registrations (parent_name, phone_number, email, child_name, grade_group, school_name, venue_id,
         booking_id, hold_expires_at, payment_status)
       VALUES ('Asha Rao', '+919876543210', 'asha@example.com', 'Vir Rao', 'std-3-4', 'DPS', $1, 'RL-MIGRATE', now(), 'paid')`,
      [readable],
    );
    await db.query(`UPDATE counters SET value = 7 WHERE key = 'early_bird'`);
    await db.runMigrations({ transaction: 'all' });
  });
  afterAll(() => drop());

  it("makes today's season edition 1, on sale, with today's prices and landing content", async () => {
    const [edition] = await db.query(`SELECT * FROM editions`);
    expect(edition).toMatchObject({
      id: 1,
      name: FIRST_EDITION.name,
      status: 'on_sale',
      ticket_price: 34900,
      regular_price: 199900,
      kit_prices: { 'std-1-2': 199900, 'std-3-4': 299900, 'std-5-9': 499900 },
      early_bird_places: null,
      timeline: FIRST_EDITION.timeline,
      faq: FIRST_EDITION.faq,
    });
  });

  it('keeps the early-bird places taken, as edition 1’s own counter', async () => {
    expect(await db.query(`SELECT key, value FROM counters WHERE key LIKE 'early_bird%'`)).toEqual([
      { key: 'early_bird:1', value: 7 },
    ]);
  });

  it('reads a venue’s free-text date into India-time start and end, keeping its text', async () => {
    const [venue] = await db.query(`SELECT * FROM venues WHERE id = $1`, [readable]);
    expect(venue.edition_id).toBe(1);
    expect(venue.starts_at.toISOString()).toBe('2026-12-13T04:30:00.000Z');
    expect(venue.ends_at.toISOString()).toBe('2026-12-13T08:30:00.000Z');
    expect(venue.date_time).toBe('Sun, 13 Dec 2026 · 10:00 AM – 2:00 PM');
  });

  it('leaves a date it cannot read as text with no times (flagged, and refusing bookings)', async () => {
    const [venue] = await db.query(`SELECT * FROM venues WHERE id = $1`, [unreadable]);
    expect(venue).toMatchObject({ edition_id: 1, starts_at: null, ends_at: null, date_time: '13/12/2026, 10 AM' });
  });

  it('puts every booking in edition 1', async () => {
    expect(await db.query(`SELECT booking_id, edition_id FROM registrations`)).toEqual([
      { booking_id: 'RL-MIGRATE', edition_id: 1 },
    ]);
  });

  it('moves the national finale of edition 1 as first stored (Jan 2026) to Jan 2027, and leaves an edited one alone', async () => {
    const finale = (timeline: { date: string; text: string }[]) => timeline.at(-1);
    const oldFinale = {
      date: 'Jan 2026',
      text: 'National finale: the national finale takes place in Pune in Jan 2026.',
    };
    const undoFinaleFix = async () => {
      while (
        await db
          .query(`SELECT 1 FROM migrations WHERE name = 'FirstEditionFinaleDate1795797880085'`)
          .then((found) => found.length)
      )
        await db.undoLastMigration({ transaction: 'all' });
    };
    await undoFinaleFix();
    expect(finale((await db.query(`SELECT timeline FROM editions WHERE id = 1`))[0].timeline)).toEqual(oldFinale);
    await db.runMigrations({ transaction: 'all' });
    expect(finale((await db.query(`SELECT timeline FROM editions WHERE id = 1`))[0].timeline)).toEqual(
      finale(FIRST_EDITION.timeline),
    );

    await undoFinaleFix();
    const edited = { date: 'Feb 2027', text: 'Finale moved by the owner.' };
    await db.query(`UPDATE editions SET timeline = timeline - 3 || $1::jsonb WHERE id = 1`, [JSON.stringify([edited])]);
    await db.runMigrations({ transaction: 'all' });
    const [{ timeline }] = await db.query(`SELECT timeline FROM editions WHERE id = 1`);
    expect(timeline).toHaveLength(4);
    expect(finale(timeline)).toEqual(edited);
  });
});
