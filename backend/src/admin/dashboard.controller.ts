import { Controller, Get, Req, UseGuards } from '@nestjs/common';
import type { DashboardStats } from '@robo/domain';
import type { FastifyRequest } from 'fastify';
import { AdminGuard } from '../auth/admin.guard.js';
import { sessionRole } from '../auth/roles.js';
import { DashboardService } from './dashboard.service.js';

@Controller('api/admin/dashboard')
@UseGuards(AdminGuard)
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /** Open to every role; the revenue figures only to those who may see money. */
  @Get()
  stats(@Req() request: FastifyRequest): Promise<DashboardStats> {
    // AdminGuard let the request through: it has a role.
    return this.dashboard.stats(sessionRole(request)!);
  }
}
