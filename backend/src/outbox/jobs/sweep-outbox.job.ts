import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Settings } from '../../config/settings.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { Outbox } from '../outbox.js';

declare module '../../jobs/job-queue.js' {
  interface JobMap {
    'outbox:sweep': Record<string, never>;
  }
}

/**
 * Every OUTBOX_SWEEP_MS, re-drives every outbox item that is due (failed earlier, never kicked,
 * or leased by a process that died). The fast path is RunOutboxItemJob.
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
    this.jobs.register('outbox:sweep', () => this.run());
    await this.jobs.repeat('outbox:sweep', {}, this.settings.outboxSweepMs);
  }

  async run(): Promise<void> {
    const ran = await this.outbox.sweep();
    if (ran > 0) this.logger.log(`Swept ${ran} outbox item(s)`);
  }
}
