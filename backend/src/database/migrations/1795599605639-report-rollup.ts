import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The daily rollup of closed Asia/Kolkata days for the reports (backend/src/reports/README.md,
 * "Speed"): per day, the sums of each report dimension, written by the rollup job. A day counts as
 * rolled up only while it is `ready` and not in `report_dirty_days`; triggers on the rows the
 * figures come from mark a rolled-up day dirty when one of its rows changes, so the report reads
 * that day from the rows again until the job has rolled it anew. Nothing is counted by hand.
 */
export class ReportRollup1795599605639 implements MigrationInterface {
  name = 'ReportRollup1795599605639';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE report_rollup_days (day date PRIMARY KEY, ready boolean NOT NULL DEFAULT false, rolled_at timestamptz NOT NULL DEFAULT now())`,
    );
    await q.query(
      `CREATE TABLE report_dirty_days (day date PRIMARY KEY, marked_at timestamptz NOT NULL DEFAULT now())`,
    );
    await q.query(`
      CREATE TABLE report_booking_daily (
        day date NOT NULL REFERENCES report_rollup_days (day) ON DELETE CASCADE,
        dimension text NOT NULL CHECK (dimension IN ('stream', 'venue', 'grade', 'coupon', 'tier')),
        key text NOT NULL,
        payments integer NOT NULL,
        collected bigint NOT NULL,
        refunded bigint NOT NULL,
        discount bigint NOT NULL,
        PRIMARY KEY (dimension, day, key)
      )`);
    await q.query(`
      CREATE TABLE report_order_daily (
        day date NOT NULL REFERENCES report_rollup_days (day) ON DELETE CASCADE,
        product_id text NOT NULL,
        product_name text NOT NULL,
        product_sku text NOT NULL,
        payments integer NOT NULL,
        units integer NOT NULL,
        collected bigint NOT NULL,
        refunded bigint NOT NULL,
        PRIMARY KEY (day, product_id)
      )`);
    await q.query(`
      CREATE TABLE report_conversion_daily (
        day date PRIMARY KEY REFERENCES report_rollup_days (day) ON DELETE CASCADE,
        booking_holds integer NOT NULL,
        bookings_paid integer NOT NULL,
        order_holds integer NOT NULL,
        orders_paid integer NOT NULL
      )`);
    // Refunds count on the day the gateway made them.
    await q.query(`CREATE INDEX refunds_processed_at_idx ON refunds (processed_at) WHERE status = 'processed'`);

    await q.query(
      `CREATE FUNCTION report_kolkata_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$ SELECT (at AT TIME ZONE 'Asia/Kolkata')::date $$`,
    );
    // Marks the rolled-up days among `days` dirty. The shared lock makes the rollup job, which
    // starts a day under the exclusive lock, wait for changes already under way (report-rollup.ts).
    await q.query(`
      CREATE FUNCTION report_mark_dirty(days date[]) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE closed date[];
      BEGIN
        SELECT array_agg(DISTINCT d) INTO closed FROM unnest(days) d WHERE d < report_kolkata_day(clock_timestamp());
        IF closed IS NULL THEN RETURN; END IF;
        PERFORM pg_advisory_xact_lock_shared(hashtext('report_rollup'));
        INSERT INTO report_dirty_days (day) SELECT r.day FROM report_rollup_days r WHERE r.day = ANY (closed) ON CONFLICT DO NOTHING;
      END $$`);
    await q.query(`
      CREATE FUNCTION report_registration_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE days date[] := '{}';
      BEGIN
        IF TG_OP = 'UPDATE' AND (OLD.paid_at, OLD.created_at, OLD.venue_id, OLD.grade_group, OLD.takeaway_kit, OLD.coupon_code,
             OLD.discount_amount, OLD.original_amount, OLD.total_amount, OLD.booking_id)
           IS NOT DISTINCT FROM (NEW.paid_at, NEW.created_at, NEW.venue_id, NEW.grade_group, NEW.takeaway_kit, NEW.coupon_code,
             NEW.discount_amount, NEW.original_amount, NEW.total_amount, NEW.booking_id) THEN
          RETURN NULL;
        END IF;
        IF TG_OP <> 'INSERT' THEN
          days := days || ARRAY[report_kolkata_day(OLD.paid_at), report_kolkata_day(OLD.created_at)]
            || ARRAY(SELECT report_kolkata_day(f.processed_at) FROM refunds f
                     WHERE f.subject_type = 'registration' AND f.subject_id = OLD.booking_id AND f.status = 'processed');
        END IF;
        IF TG_OP <> 'DELETE' THEN
          days := days || ARRAY[report_kolkata_day(NEW.paid_at), report_kolkata_day(NEW.created_at)];
        END IF;
        PERFORM report_mark_dirty(days);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION report_order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE days date[] := '{}';
      BEGIN
        IF TG_OP = 'UPDATE' AND (OLD.paid_at, OLD.created_at, OLD.product_id, OLD.product_name, OLD.product_sku, OLD.quantity,
             OLD.total_amount, OLD.order_id)
           IS NOT DISTINCT FROM (NEW.paid_at, NEW.created_at, NEW.product_id, NEW.product_name, NEW.product_sku, NEW.quantity,
             NEW.total_amount, NEW.order_id) THEN
          RETURN NULL;
        END IF;
        IF TG_OP <> 'INSERT' THEN
          days := days || ARRAY[report_kolkata_day(OLD.paid_at), report_kolkata_day(OLD.created_at)]
            || ARRAY(SELECT report_kolkata_day(f.processed_at) FROM refunds f
                     WHERE f.subject_type = 'order' AND f.subject_id = OLD.order_id AND f.status = 'processed');
        END IF;
        IF TG_OP <> 'DELETE' THEN
          days := days || ARRAY[report_kolkata_day(NEW.paid_at), report_kolkata_day(NEW.created_at)];
        END IF;
        PERFORM report_mark_dirty(days);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION report_refund_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE days date[] := '{}';
      BEGIN
        IF TG_OP = 'UPDATE' AND (OLD.status, OLD.processed_at, OLD.amount_paise, OLD.subject_type, OLD.subject_id)
           IS NOT DISTINCT FROM (NEW.status, NEW.processed_at, NEW.amount_paise, NEW.subject_type, NEW.subject_id) THEN
          RETURN NULL;
        END IF;
        IF TG_OP <> 'INSERT' THEN days := days || report_kolkata_day(OLD.processed_at); END IF;
        IF TG_OP <> 'DELETE' THEN days := days || report_kolkata_day(NEW.processed_at); END IF;
        PERFORM report_mark_dirty(days);
        RETURN NULL;
      END $$`);
    for (const [table, fn] of [
      ['registrations', 'report_registration_changed'],
      ['orders', 'report_order_changed'],
      ['refunds', 'report_refund_changed'],
    ]) {
      await q.query(
        `CREATE TRIGGER ${table}_report_rollup AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${fn}()`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['registrations', 'orders', 'refunds'])
      await q.query(`DROP TRIGGER ${table}_report_rollup ON ${table}`);
    for (const fn of [
      'report_registration_changed()',
      'report_order_changed()',
      'report_refund_changed()',
      'report_mark_dirty(date[])',
      'report_kolkata_day(timestamptz)',
    ]) {
      await q.query(`DROP FUNCTION ${fn}`);
    }
    await q.query(`DROP INDEX refunds_processed_at_idx`);
    for (const table of [
      'report_conversion_daily',
      'report_order_daily',
      'report_booking_daily',
      'report_dirty_days',
      'report_rollup_days',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
