import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';
import { ScheduleRuns } from './schedule-runs.js';

@Module({ controllers: [HealthController], providers: [HealthService, ScheduleRuns] })
export class HealthModule {}
