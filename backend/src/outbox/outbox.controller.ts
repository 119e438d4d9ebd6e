import { Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../auth/admin.guard.js';
import { RequireRoles } from '../auth/roles.js';
import { httpError } from '../common/http.errors.js';
import { OutboxAdminService, type OutboxOverview } from './outbox-admin.service.js';
import { OutboxQueryDto } from './outbox-query.dto.js';
import { Outbox } from './outbox.js';

/** The owner's view of work still to do (README.md); no other role sees payloads and errors. */
@Controller('api/admin/outbox')
@UseGuards(AdminGuard)
@RequireRoles('owner')
export class OutboxController {
  constructor(
    private readonly admin: OutboxAdminService,
    private readonly outbox: Outbox,
  ) {}

  @Get()
  list(@Query() query: OutboxQueryDto): Promise<OutboxOverview> {
    return this.admin.overview(query);
  }

  /** Runs a pending item now instead of at its next retry. */
  @Post(':id/retry')
  @HttpCode(202)
  async retry(@Param('id') id: string): Promise<{ ok: true }> {
    if (!/^\d{1,18}$/.test(id) || !(await this.outbox.retryNow(id)))
      throw httpError.NOT_FOUND('No pending outbox item with that id.');
    return { ok: true };
  }
}
