import { Controller, Get, UseGuards } from '@nestjs/common';
import type { DashboardStats } from '@robo/domain';
import { AdminGuard } from '../auth/admin.guard.js';
import { DashboardService } from './dashboard.service.js';

@Controller('api/admin/dashboard')
@UseGuards(AdminGuard)
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  stats(): Promise<DashboardStats> {
    return this.dashboard.stats();
  }
}
