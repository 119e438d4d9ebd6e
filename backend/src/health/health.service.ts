import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { HealthStatus } from '@robo/domain';
import { JobQueue } from '../jobs/job-queue.js';
import { execute } from '../common/sql.js';
import { ScheduleRuns } from './schedule-runs.js';

/** Each probe gets this long, so health answers within a second even while a service hangs. */
const PROBE_TIMEOUT_MS = 400;

/** The probe's result, or `fallback` when it fails or takes longer than PROBE_TIMEOUT_MS. */
async function probe<T>(check: () => Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().catch(() => fallback), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

@Injectable()
export class HealthService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobQueue,
    private readonly schedules: ScheduleRuns,
  ) {}

  async check(): Promise<HealthStatus> {
    const [databaseUp, queueUp] = await Promise.all([
      probe(async () => (await execute(this.db, 'SELECT 1'), true), false),
      probe(() => this.jobs.ping(), false),
    ]);
    const lateSchedules = databaseUp ? await probe(() => this.schedules.late(), []) : [];
    const down = [...(databaseUp ? [] : ['database']), ...(queueUp ? [] : ['redis'])];
    return {
      status: down.length === 0 && lateSchedules.length === 0 ? 'ok' : 'degraded',
      database: databaseUp ? 'up' : 'down',
      queue: queueUp ? this.jobs.mode : 'down',
      down,
      lateSchedules,
    };
  }
}
