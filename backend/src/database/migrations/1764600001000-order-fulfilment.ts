import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fulfilment of store orders (libs/domain/src/fulfilment.ts) beside their payment state, the
 * shipment's courier and tracking link, and the indexes the orders back office searches by
 * (backend/src/orders/README.md).
 */
export class OrderFulfilment1764600001000 implements MigrationInterface {
  name = 'OrderFulfilment1764600001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE orders
        ADD COLUMN fulfilment text NOT NULL DEFAULT 'unfulfilled'
          CHECK (fulfilment IN ('unfulfilled', 'packed', 'shipped', 'delivered', 'cancelled', 'returned')),
        ADD COLUMN courier text,
        ADD COLUMN tracking_url text,
        ADD COLUMN fulfilment_updated_at timestamptz`);
    await q.query(
      `CREATE INDEX orders_fulfilment_idx ON orders (fulfilment, created_at) WHERE payment_status = 'completed'`,
    );
    await q.query(`CREATE INDEX orders_payment_id_idx ON orders (payment_id)`);
    await q.query(`CREATE INDEX orders_customer_phone_idx ON orders (customer_phone)`);
    await q.query(`CREATE INDEX orders_customer_email_idx ON orders (lower(customer_email))`);
    await q.query(`CREATE INDEX orders_product_sku_idx ON orders (lower(product_sku))`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of [
      'orders_product_sku_idx',
      'orders_customer_email_idx',
      'orders_customer_phone_idx',
      'orders_payment_id_idx',
      'orders_fulfilment_idx',
    ]) {
      await q.query(`DROP INDEX IF EXISTS ${index}`);
    }
    await q.query(
      `ALTER TABLE orders DROP COLUMN fulfilment, DROP COLUMN courier, DROP COLUMN tracking_url, DROP COLUMN fulfilment_updated_at`,
    );
  }
}
