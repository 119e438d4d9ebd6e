import { Logger } from '@nestjs/common';
import type { Settings } from './config/settings.js';
import { resolveDatabase, type DatabaseRuntime } from './database/database-runtime.js';
import { createLimits } from './common/limits/limits-runtime.js';
import type { Limits } from './common/limits/limits.js';
import { createJobQueue, resolveRedisUrl } from './jobs/jobs-runtime.js';
import type { JobQueue } from './jobs/job-queue.js';

/** What the process found at start: which database, job queue and shared limits it uses. */
export interface Runtime {
  settings: Settings;
  database: DatabaseRuntime;
  jobs: JobQueue;
  limits: Limits;
}

export async function createRuntime(settings: Settings): Promise<Runtime> {
  const logger = new Logger('Runtime');
  const database = await resolveDatabase(settings);
  if (database.mode === 'embedded') {
    logger.log(
      `Using embedded PostgreSQL (PGlite) in ${settings.dataDir}/pglite: no DATABASE_URL set and nothing answering on 127.0.0.1:5432, or DATABASE_URL=embedded`,
    );
  }
  // Queue and limit keys are namespaced by database, so apps on different databases never share them.
  const dbName = new URL(database.url).pathname.slice(1) || 'postgres';
  const redisUrl = await resolveRedisUrl(settings);
  const jobs = createJobQueue(settings, redisUrl, `robo:${dbName}`);
  const limits = createLimits(settings, redisUrl, `robo:${dbName}`);
  if (jobs.mode === 'inline') {
    logger.log(
      'Running background jobs in-process: no REDIS_URL set and nothing answering on 127.0.0.1:6379, or REDIS_URL=inline',
    );
  }
  return { settings, database, jobs, limits };
}
