import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Settings } from '../../config/settings.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { Outbox, OUTBOX_QUEUE, RUN_ITEM_JOB, type RunItemPayload } from '../outbox.js';

export const SWEEP_OUTBOX_JOB = 'sweep';
export type SweepOutboxPayload = Record<string, never>;

/**
 * The outbox's two jobs: the fast path runs one item right after its transaction commits; the
 * sweep, every OUTBOX_SWEEP_MS, re-drives every item that is due (failed earlier, never kicked,
 * or leased by a process that died).
 */
@Injectable()
export class SweepOutboxJob implements OnModuleInit {
  private readonly logger = new Logger('Outbox');

  constructor(
    private readonly jobs: JobQueue,
    private readonly settings: Settings,
    private readonly outbox: Outbox,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.register<RunItemPayload>(OUTBOX_QUEUE, RUN_ITEM_JOB, ({ id }) => this.outbox.runItem(id));
    this.jobs.register<SweepOutboxPayload>(OUTBOX_QUEUE, SWEEP_OUTBOX_JOB, () => this.run());
    await this.jobs.repeat(OUTBOX_QUEUE, SWEEP_OUTBOX_JOB, {}, this.settings.outboxSweepMs);
  }

  async run(): Promise<void> {
    const ran = await this.outbox.sweep();
    if (ran > 0) this.logger.log(`Swept ${ran} outbox item(s)`);
  }
}
