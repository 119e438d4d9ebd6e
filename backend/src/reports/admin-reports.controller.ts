import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import type { ReportResult } from '@robo/domain';
import type { FastifyReply } from 'fastify';
import { AdminGuard } from '../auth/admin.guard.js';
import { RequireRoles } from '../auth/roles.js';
import type { Actor } from '../audit/actor.js';
import { CurrentStaff } from '../audit/actor.decorator.js';
import { CsvDownloads } from '../audit/csv-downloads.js';
import { CsvExport } from '../common/csv.js';
import { ReportQueryDto } from './dto/report-query.dto.js';
import { ReportsService } from './reports.service.js';

@Controller('api/admin/reports')
@UseGuards(AdminGuard)
@RequireRoles('desk')
export class AdminReportsController {
  constructor(
    private readonly reports: ReportsService,
    private readonly downloads: CsvDownloads,
  ) {}

  @Get(':report')
  show(@Param('report') report: string, @Query() query: ReportQueryDto): Promise<ReportResult> {
    return this.reports.show(report, query);
  }

  @Get(':report/csv')
  @CsvExport('report')
  async csv(
    @Param('report') report: string,
    @Query() query: ReportQueryDto,
    @CurrentStaff() actor: Actor,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.reports.csv(report, query);
    await this.downloads.send(reply, actor, { export: 'report', filters: { report, ...query }, ...file });
  }
}
