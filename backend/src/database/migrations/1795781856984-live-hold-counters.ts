import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Live-hold counters for the hoarding alarm (hold-limits/hold-alarm-sql.ts), so a hold statement
 * can decide the alarm under the venue's or product's row lock instead of counting holds in a
 * snapshot that misses those committed while it waited: `venues.held_seats` (registrations pending
 * with a seat) and `products.held_units` (units of pending orders holding stock).
 *
 * The registrations hold statement counts its new hold itself (one update of the row it already
 * takes a seat on); every later change of a registration, and every order, is counted by a
 * trigger. The triggers are deferred to commit: by then the transaction has locked its coupon and
 * venue rows in their usual order, so the counter's update cannot deadlock against a hold.
 *
 * `client_key` is the client address a hold was made from (common/limits/client-key.ts), kept only
 * while LIVE_HOLDS_PER_CLIENT is on; the partial indexes serve the count of an address's live holds.
 */
export class LiveHoldCounters1795781856984 implements MigrationInterface {
  name = 'LiveHoldCounters1795781856984';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE venues ADD COLUMN held_seats integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE products ADD COLUMN held_units integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE registrations ADD COLUMN client_key text`);
    await q.query(`ALTER TABLE orders ADD COLUMN client_key text`);
    await q.query(
      `CREATE INDEX registrations_client_live_idx ON registrations (client_key)
       WHERE payment_status = 'pending' AND client_key IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX orders_client_live_idx ON orders (client_key)
       WHERE payment_status = 'pending' AND client_key IS NOT NULL`,
    );

    await q.query(`
      CREATE FUNCTION count_held_seats() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD.venue_id = NEW.venue_id
          AND (OLD.payment_status = 'pending' AND OLD.holds_seat) = (NEW.payment_status = 'pending' AND NEW.holds_seat) THEN
          RETURN NULL;
        END IF;
        IF TG_OP <> 'INSERT' AND OLD.payment_status = 'pending' AND OLD.holds_seat THEN
          UPDATE venues SET held_seats = held_seats - 1 WHERE id = OLD.venue_id;
        END IF;
        IF TG_OP <> 'DELETE' AND NEW.payment_status = 'pending' AND NEW.holds_seat THEN
          UPDATE venues SET held_seats = held_seats + 1 WHERE id = NEW.venue_id;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER registrations_held_seats
      AFTER UPDATE OF payment_status, holds_seat, venue_id OR DELETE ON registrations
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_held_seats()`);

    await q.query(`
      CREATE FUNCTION count_held_units() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD.product_id = NEW.product_id AND OLD.quantity = NEW.quantity
          AND (OLD.payment_status = 'pending' AND OLD.holds_stock) = (NEW.payment_status = 'pending' AND NEW.holds_stock) THEN
          RETURN NULL;
        END IF;
        IF TG_OP <> 'INSERT' AND OLD.payment_status = 'pending' AND OLD.holds_stock THEN
          UPDATE products SET held_units = held_units - OLD.quantity WHERE id = OLD.product_id;
        END IF;
        IF TG_OP <> 'DELETE' AND NEW.payment_status = 'pending' AND NEW.holds_stock THEN
          UPDATE products SET held_units = held_units + NEW.quantity WHERE id = NEW.product_id;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER orders_held_units
      AFTER INSERT OR UPDATE OF payment_status, holds_stock, quantity, product_id OR DELETE ON orders
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_held_units()`);

    await q.query(`
      UPDATE venues v SET held_seats = h.n
      FROM (SELECT venue_id, count(*)::int AS n FROM registrations
            WHERE payment_status = 'pending' AND holds_seat GROUP BY venue_id) h
      WHERE h.venue_id = v.id`);
    await q.query(`
      UPDATE products p SET held_units = h.n
      FROM (SELECT product_id, sum(quantity)::int AS n FROM orders
            WHERE payment_status = 'pending' AND holds_stock GROUP BY product_id) h
      WHERE h.product_id = p.id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER orders_held_units ON orders`);
    await q.query(`DROP FUNCTION count_held_units()`);
    await q.query(`DROP TRIGGER registrations_held_seats ON registrations`);
    await q.query(`DROP FUNCTION count_held_seats()`);
    await q.query(`DROP INDEX orders_client_live_idx`);
    await q.query(`DROP INDEX registrations_client_live_idx`);
    await q.query(`ALTER TABLE orders DROP COLUMN client_key`);
    await q.query(`ALTER TABLE registrations DROP COLUMN client_key`);
    await q.query(`ALTER TABLE products DROP COLUMN held_units`);
    await q.query(`ALTER TABLE venues DROP COLUMN held_seats`);
  }
}
