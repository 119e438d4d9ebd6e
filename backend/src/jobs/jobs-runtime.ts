import { portAnswers } from '../common/probe.js';
import type { Settings } from '../config/settings.js';
import { BullmqJobQueue } from './bullmq-job-queue.js';
import { InlineJobQueue } from './inline-job-queue.js';
import type { JobQueue } from './job-queue.js';

const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/** design §2: REDIS_URL, else a local Redis if one answers, else none (in-process jobs). */
export async function resolveRedisUrl(settings: Settings): Promise<string | undefined> {
  const url = settings.redisUrl;
  if (url === 'inline') return undefined;
  if (url) return url;
  return (await portAnswers('127.0.0.1', 6379)) ? LOCAL_REDIS : undefined;
}

/** BullMQ on the resolved Redis, or in-process jobs without one. */
export function createJobQueue(settings: Settings, redisUrl: string | undefined, keyPrefix: string): JobQueue {
  if (!redisUrl) return new InlineJobQueue(settings.runsWorkers);
  return new BullmqJobQueue(redisUrl, keyPrefix, settings.runsWorkers, settings.scheduleCheckSeconds * 1000);
}
