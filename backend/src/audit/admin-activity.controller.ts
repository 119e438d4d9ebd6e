import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import type { AuditEventView, Page } from '@robo/domain';
import { AdminGuard } from '../auth/admin.guard.js';
import { RequireRoles } from '../auth/roles.js';
import { ActivityService } from './activity.service.js';
import { ActivityQueryDto } from './dto/activity-query.dto.js';

/** The audit log, read-only: no route updates or deletes it. Owner only. */
@Controller('api/admin/activity')
@UseGuards(AdminGuard)
@RequireRoles('owner')
export class AdminActivityController {
  constructor(private readonly activity: ActivityService) {}

  @Get()
  list(@Query() query: ActivityQueryDto): Promise<Page<AuditEventView>> {
    return this.activity.list(query);
  }
}
