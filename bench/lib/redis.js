import { Redis } from 'ioredis';

/** Deletes the job keys of one database's queues (the app prefixes them `robo:<database>`). */
export async function clearQueueKeys(redisUrl, prefix) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let removed = 0;
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 1000 })) {
      if (keys.length) removed += await redis.unlink(...keys);
    }
    return removed;
  } finally {
    redis.disconnect();
  }
}
