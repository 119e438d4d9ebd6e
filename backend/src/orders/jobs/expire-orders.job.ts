import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Settings } from '../../config/settings.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { OrderHoldsService } from '../order-holds.service.js';

export const EXPIRE_ORDERS_JOB = 'expire-orders';
export type ExpireOrdersPayload = Record<string, never>;

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
    this.jobs.register<ExpireOrdersPayload>('holds', EXPIRE_ORDERS_JOB, () => this.run());
    await this.jobs.repeat('holds', EXPIRE_ORDERS_JOB, {}, this.settings.holdSweepMs);
  }

  async run(): Promise<void> {
    await this.holds.expireOverdue();
  }
}
