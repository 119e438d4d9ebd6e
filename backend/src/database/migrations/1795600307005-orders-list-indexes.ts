import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The orders list (backend/src/orders/README.md): its search matches word prefixes of the buyer's
 * name from a GIN index, and its default order (newest first, then id) is read backwards from one
 * index on (created_at, id), which also serves the reports' created_at ranges.
 */
export class OrdersListIndexes1795600307005 implements MigrationInterface {
  name = 'OrdersListIndexes1795600307005';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX orders_customer_name_idx ON orders USING gin (to_tsvector('simple', coalesce(customer_name, '')))`,
    );
    await q.query(`CREATE INDEX orders_created_id_idx ON orders (created_at, id)`);
    await q.query(`DROP INDEX orders_created_at_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX orders_created_at_idx ON orders (created_at)`);
    await q.query(`DROP INDEX orders_created_id_idx`);
    await q.query(`DROP INDEX orders_customer_name_idx`);
  }
}
