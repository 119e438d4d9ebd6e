import { writeFile } from 'node:fs/promises';
import type { JobQueue } from '../jobs/job-queue.js';

/** Where a worker process shows it is alive (docker-compose's healthcheck reads its age). */
export const HEARTBEAT_FILE = '/tmp/robo-worker-heartbeat';
const EVERY_MS = 10_000;

/**
 * A worker has no HTTP port to probe, so every 10 s, while its queue answers, it writes the time
 * to HEARTBEAT_FILE; a file older than 30 s means the worker is stuck or cut off from Redis.
 */
export function startWorkerHeartbeat(jobs: JobQueue): () => void {
  const beat = async () => {
    if (await jobs.ping()) await writeFile(HEARTBEAT_FILE, new Date().toISOString()).catch(() => undefined);
  };
  void beat();
  const timer = setInterval(() => void beat(), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
