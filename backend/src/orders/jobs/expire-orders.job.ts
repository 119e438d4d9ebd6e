import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Settings } from '../../config/settings.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { OrderHoldsService } from '../order-holds.service.js';

declare module '../../jobs/job-queue.js' {
  interface JobMap {
    'holds:expire-orders': Record<string, never>;
  }
}

/**
 * Returns the stock of unpaid orders once their hold runs out: one repeatable job every
 * `Settings.holdSweepMs`, like the workshop holds (see ExpireHoldsJob for why not one job per order).
 */
@Injectable()
export class ExpireOrdersJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly settings: Settings,
    private readonly holds: OrderHoldsService,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.register('holds:expire-orders', () => this.run());
    await this.jobs.repeat('holds:expire-orders', {}, this.settings.holdSweepMs);
  }

  async run(): Promise<void> {
    await this.holds.expireOverdue();
  }
}
