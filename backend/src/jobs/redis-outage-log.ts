import { Logger } from '@nestjs/common';

/**
 * Every Redis client (the queues' and each worker's) reports every failed reconnect; this
 * turns them into one structured line when Redis goes away and one when it is back.
 */
export class RedisOutageLog {
  private readonly logger = new Logger('Redis');
  private down = false;

  failed(err: Error): void {
    if (this.down) return;
    this.down = true;
    const reason = err.message || (err as NodeJS.ErrnoException).code || err.name;
    this.logger.error(`Redis is unreachable (${reason}); background jobs wait until it is back`);
  }

  recovered(): void {
    if (!this.down) return;
    this.down = false;
    this.logger.log('Redis is reachable again');
  }
}
