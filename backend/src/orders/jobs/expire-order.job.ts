import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../jobs/job-queue.js';
import { OrderHoldsService } from '../order-holds.service.js';

export const EXPIRE_ORDER_JOB = 'expire-order';

export interface ExpireOrderPayload {
  orderId: string;
}

/** Delayed by HOLD_SECONDS from the order's creation: returns its stock if it is still unpaid. */
@Injectable()
export class ExpireOrderJob implements OnModuleInit {
  constructor(private readonly jobs: JobQueue, private readonly holds: OrderHoldsService) {}

  onModuleInit(): void {
    this.jobs.register<ExpireOrderPayload>('holds', EXPIRE_ORDER_JOB, async ({ orderId }) => {
      await this.holds.expire(orderId);
    });
  }
}
