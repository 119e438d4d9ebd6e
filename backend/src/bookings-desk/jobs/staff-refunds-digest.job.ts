import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatPaise, kolkataToday } from '@robo/domain';
import type { DataSource } from 'typeorm';
import { claimDailySend, kolkataHour } from '../../common/daily-sends.js';
import { rows } from '../../common/sql.js';
import { Settings } from '../../config/settings.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { Messages } from '../../messages/messages.service.js';

declare module '../../jobs/job-queue.js' {
  interface JobMap {
    'reconcile:staff-refunds-digest': Record<string, never>;
  }
}

/** How often the job looks whether today's digest is due. */
const EVERY_MS = 15 * 60_000;

interface StaffRefundLine {
  id: string;
  name: string;
  role: string;
  subject: string;
  amountPaise: number;
  at: string;
  reason: string;
}

/**
 * The owner's daily list of refunds asked for by staff other than the owner (README.md, "Refund
 * limits"): once per Asia/Kolkata day, from STAFF_REFUNDS_DIGEST_HOUR, every active owner gets one
 * e-mail with the previous day's refunds, failed ones included (they were asked for). The day's
 * `daily_sends` row makes every other run of the day send nothing.
 */
@Injectable()
export class StaffRefundsDigestJob implements OnModuleInit {
  private readonly logger = new Logger('StaffRefunds');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobQueue,
    private readonly settings: Settings,
    private readonly messages: Messages,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.register('reconcile:staff-refunds-digest', () => this.run().then(() => undefined));
    await this.jobs.repeat('reconcile:staff-refunds-digest', {}, EVERY_MS);
  }

  /** Sends the previous day's staff refunds to the owners if due and not sent yet; answers how many messages were queued. */
  async run(now: Date = new Date()): Promise<number> {
    if (kolkataHour(now) < this.settings.staffRefundsDigestHour) return 0;
    const today = kolkataToday(now);
    const yesterday = kolkataToday(new Date(now.getTime() - 24 * 3600_000));
    const queued = await this.db.transaction(async (manager) => {
      if (!(await claimDailySend(manager, 'staff_refunds', today))) return 0;
      const refunds = await rows<StaffRefundLine>(
        manager,
        `SELECT id::text AS id, requested_by AS name, staff_role AS role, subject_id AS subject, amount_paise AS "amountPaise",
                to_char(created_at AT TIME ZONE 'Asia/Kolkata', 'HH24:MI') AS at, reason
         FROM refunds
         WHERE staff_id IS NOT NULL AND staff_role <> 'owner'
           AND created_at >= $1::date AT TIME ZONE 'Asia/Kolkata' AND created_at < ($1::date + 1) AT TIME ZONE 'Asia/Kolkata'
         ORDER BY created_at, id`,
        [yesterday],
      );
      if (refunds.length === 0) return 0;
      const owners = await rows<{ id: number; email: string; name: string }>(
        manager,
        `SELECT id, email, coalesce(first_name, 'there') AS name FROM users
         WHERE is_active AND role = 'owner' AND password_hash IS NOT NULL ORDER BY id`,
      );
      const params = {
        day: yesterday,
        count: refunds.length,
        totalPaise: refunds.reduce((sum, refund) => sum + refund.amountPaise, 0),
        lines: refunds.map(describe).join('\n'),
      };
      let count = 0;
      for (const owner of owners) {
        count += (
          await this.messages.queue(manager, {
            template: 'staff_refunds',
            eventKey: `staff_refunds:${yesterday}:${owner.id}`,
            staff: { email: owner.email, name: owner.name },
            params,
          })
        ).length;
      }
      return count;
    });
    if (queued > 0) this.logger.log(`Staff refunds digest for the day before ${today}: ${queued} message(s) queued`);
    return queued;
  }
}

/** One refund as the owner reads it: `14:05 Priya Desk (desk) refunded ₹100 of RL-AB12CD34: reason (#12)`. */
function describe(refund: StaffRefundLine): string {
  return `${refund.at} ${refund.name} (${refund.role}) refunded ${formatPaise(refund.amountPaise)} of ${refund.subject}: ${refund.reason} (#${refund.id})`;
}
