import { Logger } from '@nestjs/common';
import { resolveDatabase } from './database/database-runtime.js';
import { createJobQueue } from './jobs/jobs-runtime.js';
export async function createRuntime(settings) {
    const logger = new Logger('Runtime');
    const database = await resolveDatabase(settings);
    if (database.mode === 'embedded') {
        logger.log(`Using embedded PostgreSQL (PGlite) in ${settings.dataDir}/pglite: no DATABASE_URL set and nothing answering on 127.0.0.1:5432, or DATABASE_URL=embedded`);
    }
    // Queue keys are namespaced by database, so apps on different databases never share jobs.
    const dbName = new URL(database.url).pathname.slice(1) || 'postgres';
    const jobs = await createJobQueue(settings, `robo:${dbName}`);
    if (jobs.mode === 'inline') {
        logger.log('Running background jobs in-process: no REDIS_URL set and nothing answering on 127.0.0.1:6379, or REDIS_URL=inline');
    }
    return {
        settings,
        database,
        jobs
    };
}

//# sourceMappingURL=runtime.js.map