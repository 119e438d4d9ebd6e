import { Logger } from '@nestjs/common';

/** Socket-level failures: the ones that mean Redis cannot be reached (ioredis passes Node's codes through). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** Whether `err` says Redis is out of reach, rather than that one command or job went wrong. */
export function meansUnreachable(err: Error): boolean {
  const { code } = err as NodeJS.ErrnoException;
  return (
    (code !== undefined && UNREACHABLE_CODES.has(code)) ||
    err.name === 'MaxRetriesPerRequestError' ||
    /^Connection is closed|Stream isn't writeable/.test(err.message)
  );
}

/**
 * Every Redis client (the queues' and each worker's) reports every failed reconnect; this
 * turns them into one structured line when Redis goes away and one when it is back. Other errors
 * the queue reports (a job whose keys a restarted, emptied Redis no longer has) are logged as
 * they are: they say nothing about whether Redis answers.
 */
export class RedisOutageLog {
  private readonly logger = new Logger('Redis');
  private readonly jobsLogger = new Logger('Jobs');
  private down = false;

  failed(err: Error): void {
    const reason = err.message || (err as NodeJS.ErrnoException).code || err.name;
    if (!meansUnreachable(err)) {
      this.jobsLogger.warn(`Job queue error: ${reason}`);
      return;
    }
    if (this.down) return;
    this.down = true;
    this.logger.error(`Redis is unreachable (${reason}); background jobs wait until it is back`);
  }

  recovered(): void {
    if (!this.down) return;
    this.down = false;
    this.logger.log('Redis is reachable again');
  }
}
