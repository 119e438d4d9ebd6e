import { Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { kolkataToday, type StaffRole } from '@robo/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { maybeOne, rows } from '../common/sql.js';
import { Settings } from '../config/settings.js';
import { JobQueue, type JobKey, type JobMap } from '../jobs/job-queue.js';
import { Messages } from './messages.js';

/** The repeatable jobs that take no payload: what a digest's `job` may be. */
type DigestJob = { [K in JobKey]: Record<string, never> extends JobMap[K] ? K : never }[JobKey];

export interface DigestRecipient {
  id: number;
  email: string;
  name: string;
}

/** How often a digest looks whether today's is due: it goes out at most this late after its hour. */
const EVERY_MS = 15 * 60_000;

function kolkataHour(now: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', hourCycle: 'h23' }).format(now),
  );
}

/**
 * A daily staff e-mail (README.md, "Daily digests"): a repeatable job that, once per Asia/Kolkata day
 * from its hour, queues the day's messages (`compose`) in the transaction that inserts the day's
 * `daily_sends` row, so every other run of that day, and every run before the hour, sends nothing.
 */
export abstract class DailyDigestJob implements OnModuleInit {
  /** `daily_sends.name`, also the log's context. */
  protected abstract readonly name: string;
  protected abstract readonly job: DigestJob;
  /** The Asia/Kolkata hour (0-23) from which the day's digest goes out. */
  protected abstract hour(): number;
  /** Queues the messages of `day` (today, YYYY-MM-DD); answers how many. */
  protected abstract compose(manager: EntityManager, day: string): Promise<number>;

  constructor(
    @InjectDataSource() protected readonly db: DataSource,
    private readonly jobs: JobQueue,
    protected readonly settings: Settings,
    protected readonly messages: Messages,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.register(this.job, () => this.run().then(() => undefined));
    await this.jobs.repeat(this.job, {}, EVERY_MS);
  }

  /** The active, signed-up staff members with one of `roles`: who a digest goes to. */
  protected recipients(manager: EntityManager, roles: readonly StaffRole[]): Promise<DigestRecipient[]> {
    return rows<DigestRecipient>(
      manager,
      `SELECT id, email, coalesce(first_name, 'there') AS name FROM users
       WHERE is_active AND role = ANY($1) AND password_hash IS NOT NULL ORDER BY id`,
      [roles],
    );
  }

  /** Sends today's digest if it is due and not sent yet; answers how many messages were queued. */
  async run(now: Date = new Date()): Promise<number> {
    if (kolkataHour(now) < this.hour()) return 0;
    const day = kolkataToday(now);
    const queued = await this.db.transaction(async (manager) => {
      const claimed = await maybeOne<{ day: string }>(
        manager,
        `INSERT INTO daily_sends (name, day) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING day::text`,
        [this.name, day],
      );
      return claimed ? this.compose(manager, day) : 0;
    });
    if (queued > 0) new Logger(this.name).log(`Digest for ${day}: ${queued} message(s) queued`);
    return queued;
  }
}
