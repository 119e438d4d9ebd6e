import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stock with a history (backend/src/catalog/README.md, "Stock"): one `stock_movements` line per
 * change of a product's available units, with its reason, who, and the stock after it. And
 * `orders.restocked_quantity`: how many of a paid order's units went back to stock, so refunds
 * restock in parts and never more than were sold (backend/src/orders/README.md, "Refund").
 */
export class StockHistoryAndOrderRefunds1795795121485 implements MigrationInterface {
  name = 'StockHistoryAndOrderRefunds1795795121485';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE stock_movements (
        id serial PRIMARY KEY,
        product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        delta integer NOT NULL CHECK (delta <> 0),
        reason text NOT NULL,
        note text,
        order_id text,
        staff_id integer,
        actor text NOT NULL,
        available_after integer NOT NULL,
        on_hand_after integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX stock_movements_product_idx ON stock_movements (product_id, id DESC)`);
    await q.query(`ALTER TABLE orders ADD COLUMN restocked_quantity integer NOT NULL DEFAULT 0`);
    // Orders restocked before this column: all their units went back.
    await q.query(`UPDATE orders SET restocked_quantity = quantity WHERE paid_at IS NOT NULL AND NOT holds_stock`);
    await q.query(
      `ALTER TABLE orders ADD CONSTRAINT orders_restocked_within_quantity CHECK (restocked_quantity BETWEEN 0 AND quantity)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_restocked_within_quantity`);
    await q.query(`ALTER TABLE orders DROP COLUMN restocked_quantity`);
    await q.query(`DROP TABLE stock_movements`);
  }
}
