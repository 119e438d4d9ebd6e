import type { MigrationInterface, QueryRunner } from 'typeorm';
import { FIRST_EDITION, parseVenueText } from '@robo/domain';

/**
 * Seasons as data (backend/src/editions/README.md): an `editions` table, venues and bookings that
 * belong to one, and venues with real times.
 *
 * Today's season becomes edition 1, on sale, with the constants the code had (prices, the landing
 * page's headline, timeline and FAQ); its early-bird places stay the EARLY_BIRD_LIMIT setting
 * (`early_bird_places` null) and its seller the SELLER_* settings (`seller` null). The one
 * early-bird counter row becomes edition 1's (`early_bird:1`), keeping its count.
 *
 * Each venue's free-text `date_time` is read into `starts_at`/`ends_at` (India time); a venue whose
 * wording cannot be read keeps its text with no times, which refuses new bookings and is flagged
 * "set the date" on the venues screen until staff give it times. Nothing is dropped.
 *
 * Rows inserted without an edition (older scripts, the demo seed before it knew editions) take the
 * edition on sale (venues) or their venue's (registrations), by triggers that fire only then.
 */
export class Editions1795795144538 implements MigrationInterface {
  name = 'Editions1795795144538';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE editions (
        id serial PRIMARY KEY,
        name text NOT NULL,
        slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'on_sale', 'closed', 'archived')),
        sales_open_at timestamptz,
        sales_close_at timestamptz,
        ticket_price integer NOT NULL CHECK (ticket_price >= 100),
        regular_price integer NOT NULL CHECK (regular_price >= 100),
        kit_prices jsonb NOT NULL,
        early_bird_places integer CHECK (early_bird_places >= 0),
        early_bird_ends_at timestamptz,
        seller jsonb,
        headline text NOT NULL DEFAULT '',
        about text NOT NULL DEFAULT '',
        timeline jsonb NOT NULL DEFAULT '[]',
        faq jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (sales_close_at IS NULL OR sales_open_at IS NULL OR sales_close_at > sales_open_at)
      )`);
    // Exactly one edition on sale for the public site: a second is refused by the database too.
    await q.query(`CREATE UNIQUE INDEX editions_one_on_sale ON editions (status) WHERE status = 'on_sale'`);

    const e = FIRST_EDITION;
    const [first] = (await q.query(
      `INSERT INTO editions (name, slug, status, ticket_price, regular_price, kit_prices, headline, about, timeline, faq)
       VALUES ($1, $2, 'on_sale', $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        e.name,
        e.slug,
        e.ticketPrice,
        e.regularPrice,
        JSON.stringify(e.kitPrices),
        e.headline,
        e.about,
        JSON.stringify(e.timeline),
        JSON.stringify(e.faq),
      ],
    )) as { id: number }[];
    const editionId = first?.id ?? 1;
    await q.query(`UPDATE counters SET key = $1 WHERE key = 'early_bird'`, [`early_bird:${editionId}`]);
    await q.query(`INSERT INTO counters (key, value) VALUES ($1, 0) ON CONFLICT DO NOTHING`, [
      `early_bird:${editionId}`,
    ]);

    await q.query(`
      ALTER TABLE venues ADD COLUMN edition_id integer REFERENCES editions(id) ON DELETE RESTRICT,
        ADD COLUMN starts_at timestamptz, ADD COLUMN ends_at timestamptz, ADD COLUMN booking_closes_at timestamptz,
        ADD CONSTRAINT venues_ends_after_start CHECK (ends_at > starts_at),
        ADD CONSTRAINT venues_times_together CHECK ((starts_at IS NULL) = (ends_at IS NULL))`);
    await q.query(`UPDATE venues SET edition_id = $1`, [editionId]);
    await q.query(`ALTER TABLE venues ALTER COLUMN edition_id SET NOT NULL`);
    await q.query(`CREATE INDEX venues_edition_idx ON venues (edition_id)`);
    const venues = (await q.query(`SELECT id, date_time FROM venues`)) as { id: number; date_time: string }[];
    for (const venue of venues) {
      const times = parseVenueText(venue.date_time);
      if (times)
        await q.query(`UPDATE venues SET starts_at = $2, ends_at = $3 WHERE id = $1`, [
          venue.id,
          times.startsAt,
          times.endsAt,
        ]);
    }

    await q.query(`ALTER TABLE registrations ADD COLUMN edition_id integer REFERENCES editions(id) ON DELETE RESTRICT`);
    await q.query(`UPDATE registrations SET edition_id = $1`, [editionId]);
    await q.query(`ALTER TABLE registrations ALTER COLUMN edition_id SET NOT NULL`);
    await q.query(`CREATE INDEX registrations_edition_idx ON registrations (edition_id)`);

    await q.query(`
      CREATE FUNCTION venue_default_edition() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.edition_id := (SELECT id FROM editions WHERE status = 'on_sale');
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER venues_default_edition BEFORE INSERT ON venues
      FOR EACH ROW WHEN (NEW.edition_id IS NULL) EXECUTE FUNCTION venue_default_edition()`);
    await q.query(`
      CREATE FUNCTION registration_venue_edition() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.edition_id := (SELECT edition_id FROM venues WHERE id = NEW.venue_id);
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER registrations_venue_edition BEFORE INSERT ON registrations
      FOR EACH ROW WHEN (NEW.edition_id IS NULL) EXECUTE FUNCTION registration_venue_edition()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER registrations_venue_edition ON registrations`);
    await q.query(`DROP FUNCTION registration_venue_edition()`);
    await q.query(`DROP TRIGGER venues_default_edition ON venues`);
    await q.query(`DROP FUNCTION venue_default_edition()`);
    await q.query(`ALTER TABLE registrations DROP COLUMN edition_id`);
    await q.query(
      `ALTER TABLE venues DROP COLUMN edition_id, DROP COLUMN starts_at, DROP COLUMN ends_at, DROP COLUMN booking_closes_at`,
    );
    await q.query(`UPDATE counters SET key = 'early_bird' WHERE key = (SELECT 'early_bird:' || min(id) FROM editions)`);
    await q.query(`DELETE FROM counters WHERE key LIKE 'early_bird:%'`);
    await q.query(`DROP TABLE editions`);
  }
}
