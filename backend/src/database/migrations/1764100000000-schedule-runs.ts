import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When each repeatable job last ran (health/schedule-runs.ts). Kept in PostgreSQL, not Redis,
 * so that losing Redis's data shows up as a late schedule instead of silence.
 */
export class ScheduleRuns1764100000000 implements MigrationInterface {
  name = 'ScheduleRuns1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE schedule_runs (
        id text PRIMARY KEY,
        every_ms integer NOT NULL CHECK (every_ms > 0),
        last_run_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE schedule_runs');
  }
}
