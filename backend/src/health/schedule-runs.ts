import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Settings } from '../config/settings.js';
import { JobQueue } from '../jobs/job-queue.js';
import { execute, rows } from '../common/sql.js';

/** A schedule is late when it has not run for twice its period plus this margin. */
const LATE_MARGIN_MS = 60_000;

/**
 * When each repeatable job last succeeded, in PostgreSQL (table `schedule_runs`), so that any
 * process's /api/health can name a schedule that stopped: a worker that died, Redis that lost
 * its data, a job that fails every time.
 */
@Injectable()
export class ScheduleRuns implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobQueue,
    private readonly settings: Settings,
  ) {}

  /** Worker roles list their schedules (all modules have called `repeat` by now) and record each run. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.settings.runsWorkers) return;
    const schedules = this.jobs.schedules;
    await execute(this.db, 'DELETE FROM schedule_runs WHERE NOT (id = ANY($1))', [schedules.map((s) => s.id)]);
    for (const { id, everyMs } of schedules) {
      await execute(
        this.db,
        `INSERT INTO schedule_runs (id, every_ms) VALUES ($1, $2)
         ON CONFLICT (id) DO UPDATE SET every_ms = EXCLUDED.every_ms, last_run_at = now()`,
        [id, everyMs],
      );
    }
    this.jobs.observeSchedules({
      ran: async (id) =>
        void (await execute(this.db, 'UPDATE schedule_runs SET last_run_at = now() WHERE id = $1', [id])),
    });
  }

  /** Ids of the schedules that have not run on time, in order. */
  async late(): Promise<string[]> {
    const late = await rows<{ id: string }>(
      this.db,
      `SELECT id FROM schedule_runs
       WHERE last_run_at < now() - make_interval(secs => (2 * every_ms + $1) / 1000.0)
       ORDER BY id`,
      [LATE_MARGIN_MS],
    );
    return late.map((row) => row.id);
  }
}
