import { Global, Module } from '@nestjs/common';
import { SweepOutboxJob } from './jobs/sweep-outbox.job.js';
import { OutboxAdminService } from './outbox-admin.service.js';
import { OutboxController } from './outbox.controller.js';
import { Outbox } from './outbox.js';

/** Global: every module may record work in the outbox without importing this module. */
@Global()
@Module({
  controllers: [OutboxController],
  providers: [Outbox, OutboxAdminService, SweepOutboxJob],
  exports: [Outbox],
})
export class OutboxModule {}
