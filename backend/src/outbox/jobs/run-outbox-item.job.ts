import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../jobs/job-queue.js';
import { Outbox } from '../outbox.js';

declare module '../../jobs/job-queue.js' {
  interface JobMap {
    'outbox:run-item': { id: string };
  }
}

/** The outbox's fast path: runs one item as soon as the transaction that recorded it commits. */
@Injectable()
export class RunOutboxItemJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly outbox: Outbox,
  ) {}

  onModuleInit(): void {
    this.jobs.register('outbox:run-item', ({ id }) => this.outbox.runItem(id));
  }
}
