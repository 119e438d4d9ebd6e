import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The orders search matches word prefixes of the buyer's name (backend/src/orders/README.md) from this index. */
export class OrdersNameSearch1795600307005 implements MigrationInterface {
  name = 'OrdersNameSearch1795600307005';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX orders_customer_name_idx ON orders USING gin (to_tsvector('simple', coalesce(customer_name, '')))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX orders_customer_name_idx`);
  }
}
