import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';

/** The admin dashboard's figures; each module owns its own admin endpoints (DESIGN.md 1). */
@Module({
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class AdminModule {}
