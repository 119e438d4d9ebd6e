import { Global, Module } from '@nestjs/common';
import { RunOutboxItemJob } from './jobs/run-outbox-item.job.js';
import { SweepOutboxJob } from './jobs/sweep-outbox.job.js';
import { OutboxAdminService } from './outbox-admin.service.js';
import { OutboxController } from './outbox.controller.js';
import { Outbox } from './outbox.js';

/** Global: every module may record work in the outbox without importing this module. */
@Global()
@Module({
  controllers: [OutboxController],
  providers: [Outbox, OutboxAdminService, RunOutboxItemJob, SweepOutboxJob],
  exports: [Outbox],
})
export class OutboxModule {}
