import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { HealthStatus } from '@robo/domain';
import { JobQueue } from '../jobs/job-queue.js';

@Injectable()
export class HealthService {
  constructor(@InjectDataSource() private readonly db: DataSource, private readonly jobs: JobQueue) {}

  async check(): Promise<HealthStatus> {
    const database = await this.db.query('SELECT 1').then(() => 'up', () => 'down');
    const queue = (await this.jobs.ping()) ? this.jobs.mode : 'down';
    return { status: database === 'up' && queue !== 'down' ? 'ok' : 'degraded', database, queue };
  }
}
