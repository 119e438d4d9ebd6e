import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { Settings } from '../../config/settings.js';
import { limitRules } from './limit-rules.js';
import { Limits } from './limits.js';

/**
 * The process's Limits: on Redis when the app has one (`redisUrl` as the job queue resolved it),
 * else in memory. The connection fails fast instead of queueing commands while Redis is away,
 * so a request never waits on it: the in-memory insurance limiter answers meanwhile.
 */
export function createLimits(settings: Settings, redisUrl: string | undefined, keyPrefix: string): Limits {
  if (!redisUrl) return new Limits(limitRules(settings));
  const logger = new Logger('Limits');
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectionName: 'limits' });
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    logger.warn(`Redis unreachable for shared limits (${err.message}); counting in this process until it is back`);
  });
  redis.on('ready', () => {
    if (down) logger.log('Redis back: shared limits counted in Redis again');
    down = false;
  });
  return new Limits(limitRules(settings), redis, keyPrefix);
}
