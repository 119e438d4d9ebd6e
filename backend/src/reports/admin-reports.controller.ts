import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import type { ReportResult } from '@robo/domain';
import type { FastifyReply } from 'fastify';
import { AdminGuard } from '../auth/admin.guard.js';
import { RequireRoles } from '../auth/roles.js';
import { sendCsv } from '../common/csv.js';
import { ReportQueryDto } from './dto/report-query.dto.js';
import { ReportsService } from './reports.service.js';

@Controller('api/admin/reports')
@UseGuards(AdminGuard)
@RequireRoles('desk')
export class AdminReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get(':report')
  show(@Param('report') report: string, @Query() query: ReportQueryDto): Promise<ReportResult> {
    return this.reports.show(report, query);
  }

  @Get(':report/csv')
  async csv(
    @Param('report') report: string,
    @Query() query: ReportQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { filename, table } = await this.reports.csv(report, query);
    sendCsv(reply, filename, table);
  }
}
