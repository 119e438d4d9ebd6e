import pg from 'pg';
import { startApp } from './app.js';
import { SERVICES } from './config.js';
import { dropDatabase, recreateDatabase } from './database.js';
import { stop } from './processes.js';
import { clearQueueKeys } from './redis.js';

/**
 * Runs `work({ app, client })` against the production build on a fresh database (`databaseUrl`,
 * queue keys cleared) with a PostgreSQL client for seeding, then stops the app and drops the
 * database and its queue keys (kept with BENCH_KEEP_DATABASE).
 */
export async function withFreshApp(databaseUrl, work) {
  const queuePrefix = `robo:${new URL(databaseUrl).pathname.slice(1)}`;
  await recreateDatabase(databaseUrl);
  await clearQueueKeys(SERVICES.redisUrl, queuePrefix);
  const app = await startApp({ databaseUrl, redisUrl: SERVICES.redisUrl, gatewayEnv: {} });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work({ app, client });
  } finally {
    await client.end();
    await stop(app.web);
    await stop(app.worker);
    if (!process.env.BENCH_KEEP_DATABASE) await dropDatabase(databaseUrl);
    await clearQueueKeys(SERVICES.redisUrl, queuePrefix);
  }
}
