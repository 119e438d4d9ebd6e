import { Injectable } from '@nestjs/common';
import { STOCK_MOVEMENT_LABELS } from '@robo/domain';
import type { EntityManager } from 'typeorm';
import { rows } from '../../common/sql.js';
import { DailyDigestJob } from '../../messages/daily-digest.job.js';

declare module '../../jobs/job-queue.js' {
  interface JobMap {
    'reconcile:low-stock-digest': Record<string, never>;
  }
}

interface LowProduct {
  id: string;
  name: string;
  sku: string;
  inventory: number;
  held: number;
  /** The product's latest stock history line, as "Damaged −3 by Asha", or null when it has none. */
  lastChange: string | null;
}

/** A history line as the e-mail names it (STOCK_MOVEMENT_LABELS, delta, who). */
const LAST_CHANGE = `(SELECT (CASE m.reason ${Object.entries(STOCK_MOVEMENT_LABELS)
  .map(([reason, label]) => `WHEN '${reason}' THEN '${label}'`)
  .join(' ')} END) || ' ' || CASE WHEN m.delta > 0 THEN '+' ELSE '' END || m.delta || ' by ' || m.actor
  FROM stock_movements m WHERE m.product_id = p.id ORDER BY m.id DESC LIMIT 1)`;

/**
 * The daily low-stock message (README.md, "Low stock"): once per Asia/Kolkata day, from
 * LOW_STOCK_DIGEST_HOUR, every active owner and store staff member gets an e-mail per active
 * product at or under its threshold, sold-out ones first (a `DailyDigestJob`: the day's
 * `daily_sends` row makes every other run of the day send nothing). It reads the stock as the
 * product form shows it: available, held by checkouts, and the last line of its stock history.
 */
@Injectable()
export class LowStockDigestJob extends DailyDigestJob {
  protected readonly name = 'low_stock';
  protected readonly job = 'reconcile:low-stock-digest';

  protected hour(): number {
    return this.settings.lowStockDigestHour;
  }

  protected async compose(manager: EntityManager, day: string): Promise<number> {
    const products = await rows<LowProduct>(
      manager,
      `SELECT id, name, sku, inventory, held_units AS held, ${LAST_CHANGE} AS "lastChange"
       FROM products p WHERE is_active AND inventory <= low_stock_threshold
       ORDER BY inventory > 0, inventory, name`,
    );
    const staff = await this.recipients(manager, ['owner', 'store']);
    let count = 0;
    for (const product of products) {
      for (const person of staff) {
        count += (
          await this.messages.queue(manager, {
            template: 'low_stock',
            eventKey: `low_stock:${day}:${product.id}:${person.id}`,
            staff: { email: person.email, name: person.name },
            params: {
              productName: product.name,
              sku: product.sku,
              inventory: product.inventory,
              held: product.held,
              lastChange: product.lastChange,
            },
          })
        ).length;
      }
    }
    return count;
  }
}
