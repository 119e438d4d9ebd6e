import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The waiting list of full venues (backend/src/waitlist/README.md). `venues.waiting_entries` counts
 * the entries still waiting, kept by a trigger: while it is above zero a freed seat is not sold to
 * the public (the hold statement and availability read it) but offered to the list.
 */
export class Waitlist1795797171613 implements MigrationInterface {
  name = 'Waitlist1795797171613';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE venues ADD COLUMN waiting_entries integer NOT NULL DEFAULT 0`);
    await q.query(`CREATE SEQUENCE waitlist_positions`);
    await q.query(`
      CREATE TABLE waitlist_entries (
        id serial PRIMARY KEY,
        venue_id integer NOT NULL REFERENCES venues(id),
        parent_name text NOT NULL,
        phone_number text NOT NULL,
        email text NOT NULL,
        child_name text NOT NULL,
        grade_group text NOT NULL,
        school_name text NOT NULL,
        position bigint NOT NULL,
        status text NOT NULL DEFAULT 'waiting'
          CHECK (status IN ('waiting', 'offered', 'claimed', 'expired', 'declined', 'left', 'removed')),
        manage_token text NOT NULL UNIQUE,
        offer_token text UNIQUE,
        offered_at timestamptz,
        offer_expires_at timestamptz,
        offer_early_bird boolean,
        booking_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE UNIQUE INDEX waitlist_entries_same_child_idx
      ON waitlist_entries (venue_id, phone_number, lower(email), lower(child_name))
      WHERE status IN ('waiting', 'offered')`);
    await q.query(
      `CREATE INDEX waitlist_entries_waiting_idx ON waitlist_entries (venue_id, position) WHERE status = 'waiting'`,
    );
    await q.query(
      `CREATE INDEX waitlist_entries_offers_idx ON waitlist_entries (offer_expires_at) WHERE status = 'offered'`,
    );
    await q.query(`
      CREATE FUNCTION count_waiting_entries() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' AND OLD.status = 'waiting' THEN
          UPDATE venues SET waiting_entries = waiting_entries - 1 WHERE id = OLD.venue_id;
        END IF;
        IF TG_OP <> 'DELETE' AND NEW.status = 'waiting' THEN
          UPDATE venues SET waiting_entries = waiting_entries + 1 WHERE id = NEW.venue_id;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER waitlist_entries_waiting
      AFTER INSERT OR UPDATE OF status OR DELETE ON waitlist_entries
      FOR EACH ROW EXECUTE FUNCTION count_waiting_entries()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE waitlist_entries`);
    await q.query(`DROP FUNCTION count_waiting_entries()`);
    await q.query(`DROP SEQUENCE waitlist_positions`);
    await q.query(`ALTER TABLE venues DROP COLUMN waiting_entries`);
  }
}
