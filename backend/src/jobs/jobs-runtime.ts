import { portAnswers } from '../common/probe.js';
import type { Settings } from '../config/settings.js';
import { BullmqJobQueue } from './bullmq-job-queue.js';
import { InlineJobQueue } from './inline-job-queue.js';
import type { JobQueue } from './job-queue.js';

const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/** DESIGN.md 2: REDIS_URL, else a local Redis if one answers, else in-process jobs. */
export async function createJobQueue(settings: Settings, keyPrefix: string): Promise<JobQueue> {
  let url = settings.redisUrl;
  if (url === 'inline') return new InlineJobQueue(settings.runsWorkers);
  if (!url) {
    if (!(await portAnswers('127.0.0.1', 6379))) return new InlineJobQueue(settings.runsWorkers);
    url = LOCAL_REDIS;
  }
  return new BullmqJobQueue(url, keyPrefix, settings.runsWorkers, settings.scheduleCheckSeconds * 1000);
}
