import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { kolkataToday } from '@robo/domain';
import type { DataSource } from 'typeorm';
import { claimDailySend, kolkataHour } from '../../common/daily-sends.js';
import { rows } from '../../common/sql.js';
import { Settings } from '../../config/settings.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { Messages } from '../../messages/messages.service.js';

declare module '../../jobs/job-queue.js' {
  interface JobMap {
    'reconcile:low-stock-digest': Record<string, never>;
  }
}

/** How often the job looks whether today's digest is due: the digest goes out at most this late after its hour. */
const EVERY_MS = 15 * 60_000;

interface LowProduct {
  id: string;
  name: string;
  sku: string;
  inventory: number;
}

/**
 * The daily low-stock message (README.md, "Low stock"): once per Asia/Kolkata day, from
 * LOW_STOCK_DIGEST_HOUR, every active owner and store staff member gets an e-mail per active
 * product at or under its threshold, sold-out ones first. The day's `daily_sends` row, inserted in
 * the transaction that queues the messages, makes every other run of the day send nothing.
 */
@Injectable()
export class LowStockDigestJob implements OnModuleInit {
  private readonly logger = new Logger('LowStock');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobQueue,
    private readonly settings: Settings,
    private readonly messages: Messages,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.register('reconcile:low-stock-digest', () => this.run().then(() => undefined));
    await this.jobs.repeat('reconcile:low-stock-digest', {}, EVERY_MS);
  }

  /** Sends today's digest if it is due and not sent yet; answers how many messages were queued. */
  async run(now: Date = new Date()): Promise<number> {
    if (kolkataHour(now) < this.settings.lowStockDigestHour) return 0;
    const day = kolkataToday(now);
    const queued = await this.db.transaction(async (manager) => {
      if (!(await claimDailySend(manager, 'low_stock', day))) return 0;
      const products = await rows<LowProduct>(
        manager,
        `SELECT id, name, sku, inventory FROM products WHERE is_active AND inventory <= low_stock_threshold
         ORDER BY inventory > 0, inventory, name`,
      );
      const staff = await rows<{ id: number; email: string; name: string }>(
        manager,
        `SELECT id, email, coalesce(first_name, 'there') AS name FROM users
         WHERE is_active AND role IN ('owner', 'store') AND password_hash IS NOT NULL ORDER BY id`,
      );
      let count = 0;
      for (const product of products) {
        for (const person of staff) {
          count += (
            await this.messages.queue(manager, {
              template: 'low_stock',
              eventKey: `low_stock:${day}:${product.id}:${person.id}`,
              staff: { email: person.email, name: person.name },
              params: { productName: product.name, sku: product.sku, inventory: product.inventory },
            })
          ).length;
        }
      }
      return count;
    });
    if (queued > 0) this.logger.log(`Low-stock digest for ${day}: ${queued} message(s) queued`);
    return queued;
  }
}
