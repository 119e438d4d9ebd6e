import { Global, Module } from '@nestjs/common';
import { AdminActivityController } from './admin-activity.controller.js';
import { ActivityService } from './activity.service.js';
import { AuditLog } from './audit-log.js';
import { Timeline } from './timeline.js';

/** The audit log and the timelines, available to every module (backend/src/audit/README.md). */
@Global()
@Module({
  controllers: [AdminActivityController],
  providers: [AuditLog, Timeline, ActivityService],
  exports: [AuditLog, Timeline],
})
export class AuditModule {}
