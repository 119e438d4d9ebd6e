import { Global, Module } from '@nestjs/common';
import { AdminActivityController } from './admin-activity.controller.js';
import { ActivityService } from './activity.service.js';
import { AuditLog } from './audit-log.js';
import { CsvDownloads } from './csv-downloads.js';
import { Timeline } from './timeline.js';

/** The audit log and the timelines, available to every module (backend/src/audit/README.md). */
@Global()
@Module({
  controllers: [AdminActivityController],
  providers: [AuditLog, Timeline, ActivityService, CsvDownloads],
  exports: [AuditLog, Timeline, CsvDownloads],
})
export class AuditModule {}
