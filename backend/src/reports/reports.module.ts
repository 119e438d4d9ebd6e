import { Module } from '@nestjs/common';
import { AdminReportsController } from './admin-reports.controller.js';
import { ReportRollup } from './report-rollup.js';
import { ReportsService } from './reports.service.js';

/** Revenue and conversion reports for the owner and the desk (backend/src/reports/README.md). */
@Module({
  controllers: [AdminReportsController],
  providers: [ReportsService, ReportRollup],
  exports: [ReportsService],
})
export class ReportsModule {}
