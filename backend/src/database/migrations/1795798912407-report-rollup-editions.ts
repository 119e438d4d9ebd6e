import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The reports filter by edition (issue 27, backend/src/reports/README.md "Editions"): the daily
 * rollup of workshop money and of booking holds gets the bookings' edition, and the store's holds
 * move to a table of their own (store orders belong to no edition).
 *
 * The rolled-up days are backfilled from their bookings' edition: a day whose bookings (paid,
 * refunded or started on it) are all of one edition gets that edition; a day with bookings of
 * several editions cannot be split from its sums, so it is no longer rolled up and the next run
 * rolls it anew from its rows (reports read such a day from its rows meanwhile, so nothing is lost).
 */
export class ReportRollupEditions1795798912407 implements MigrationInterface {
  name = 'ReportRollupEditions1795798912407';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TEMPORARY TABLE rolled_day_editions ON COMMIT DROP AS
      SELECT d.day, array_agg(DISTINCT b.edition_id) FILTER (WHERE b.edition_id IS NOT NULL) AS editions
      FROM report_rollup_days d
      CROSS JOIN LATERAL (SELECT d.day::timestamp AT TIME ZONE 'Asia/Kolkata' AS s,
                                 (d.day + 1)::timestamp AT TIME ZONE 'Asia/Kolkata' AS e) w
      LEFT JOIN LATERAL (
        SELECT r.edition_id FROM registrations r
        WHERE (r.paid_at >= w.s AND r.paid_at < w.e) OR (r.created_at >= w.s AND r.created_at < w.e)
        UNION
        SELECT r.edition_id FROM refunds f JOIN registrations r ON r.booking_id = f.subject_id
        WHERE f.subject_type = 'registration' AND f.status = 'processed' AND f.processed_at >= w.s AND f.processed_at < w.e
      ) b ON true
      GROUP BY d.day`);
    await q.query(
      `DELETE FROM report_rollup_days WHERE day IN (SELECT day FROM rolled_day_editions WHERE cardinality(editions) > 1)`,
    );

    await q.query(`
      CREATE TABLE report_order_conversion_daily (
        day date PRIMARY KEY REFERENCES report_rollup_days (day) ON DELETE CASCADE,
        order_holds integer NOT NULL,
        orders_paid integer NOT NULL
      )`);
    await q.query(`
      INSERT INTO report_order_conversion_daily (day, order_holds, orders_paid)
      SELECT day, order_holds, orders_paid FROM report_conversion_daily WHERE order_holds > 0`);

    await q.query(`ALTER TABLE report_conversion_daily ADD COLUMN edition_id integer REFERENCES editions (id)`);
    await q.query(`ALTER TABLE report_booking_daily ADD COLUMN edition_id integer REFERENCES editions (id)`);
    for (const table of ['report_conversion_daily', 'report_booking_daily'])
      await q.query(`UPDATE ${table} t SET edition_id = d.editions[1] FROM rolled_day_editions d WHERE d.day = t.day`);
    // A store-only day's row held zero booking holds: it goes. Any other sum left without an edition
    // (none should be) is rolled anew from its rows rather than guessed.
    await q.query(`DELETE FROM report_conversion_daily WHERE edition_id IS NULL AND booking_holds = 0`);
    await q.query(`
      DELETE FROM report_rollup_days WHERE day IN (
        SELECT day FROM report_conversion_daily WHERE edition_id IS NULL
        UNION SELECT day FROM report_booking_daily WHERE edition_id IS NULL)`);

    await q.query(`ALTER TABLE report_conversion_daily DROP COLUMN order_holds, DROP COLUMN orders_paid`);
    await q.query(`ALTER TABLE report_conversion_daily DROP CONSTRAINT report_conversion_daily_pkey`);
    await q.query(`ALTER TABLE report_conversion_daily ALTER COLUMN edition_id SET NOT NULL`);
    await q.query(`ALTER TABLE report_conversion_daily ADD PRIMARY KEY (day, edition_id)`);
    await q.query(`ALTER TABLE report_booking_daily DROP CONSTRAINT report_booking_daily_pkey`);
    await q.query(`ALTER TABLE report_booking_daily ALTER COLUMN edition_id SET NOT NULL`);
    await q.query(`ALTER TABLE report_booking_daily ADD PRIMARY KEY (dimension, day, edition_id, key)`);
  }

  /** The rollup is a cache of the rows: going back empties it, and the next run rolls every day again. */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM report_rollup_days`);
    await q.query(`DROP TABLE report_order_conversion_daily`);
    await q.query(`ALTER TABLE report_booking_daily DROP CONSTRAINT report_booking_daily_pkey`);
    await q.query(`ALTER TABLE report_booking_daily DROP COLUMN edition_id`);
    await q.query(`ALTER TABLE report_booking_daily ADD PRIMARY KEY (dimension, day, key)`);
    await q.query(`ALTER TABLE report_conversion_daily DROP CONSTRAINT report_conversion_daily_pkey`);
    await q.query(`ALTER TABLE report_conversion_daily DROP COLUMN edition_id`);
    await q.query(`ALTER TABLE report_conversion_daily ADD PRIMARY KEY (day)`);
    await q.query(
      `ALTER TABLE report_conversion_daily ADD COLUMN order_holds integer NOT NULL, ADD COLUMN orders_paid integer NOT NULL`,
    );
  }
}
