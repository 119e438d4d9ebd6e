import { Injectable } from '@nestjs/common';
import { formatPaise, type Paise } from '@robo/domain';
import type { EntityManager } from 'typeorm';
import { rows } from '../../common/sql.js';
import { DailyDigestJob } from '../../messages/daily-digest.job.js';

declare module '../../jobs/job-queue.js' {
  interface JobMap {
    'reconcile:staff-refunds-digest': Record<string, never>;
  }
}

interface StaffRefundLine {
  id: string;
  name: string;
  role: string;
  subject: string;
  amountPaise: Paise;
  at: string;
  reason: string;
}

/**
 * The owner's daily list of refunds asked for by staff other than the owner (README.md, "Refund
 * limits"): once per Asia/Kolkata day, from STAFF_REFUNDS_DIGEST_HOUR, every active owner gets one
 * e-mail with the previous day's refunds, failed ones included (they were asked for); nothing when
 * there were none.
 */
@Injectable()
export class StaffRefundsDigestJob extends DailyDigestJob {
  protected readonly name = 'staff_refunds';
  protected readonly job = 'reconcile:staff-refunds-digest';

  protected hour(): number {
    return this.settings.staffRefundsDigestHour;
  }

  protected async compose(manager: EntityManager, today: string): Promise<number> {
    const refunds = await rows<StaffRefundLine & { day: string }>(
      manager,
      `SELECT id::text AS id, requested_by AS name, staff_role AS role, subject_id AS subject, amount_paise AS "amountPaise",
              to_char(created_at AT TIME ZONE 'Asia/Kolkata', 'HH24:MI') AS at, reason, ($1::date - 1)::text AS day
       FROM refunds
       WHERE staff_id IS NOT NULL AND staff_role <> 'owner'
         AND created_at >= ($1::date - 1)::timestamp AT TIME ZONE 'Asia/Kolkata'
         AND created_at < $1::date::timestamp AT TIME ZONE 'Asia/Kolkata'
       ORDER BY created_at, id`,
      [today],
    );
    const [first] = refunds;
    if (!first) return 0;
    const owners = await this.recipients(manager, ['owner']);
    const params = {
      day: first.day,
      count: refunds.length,
      totalPaise: refunds.reduce((sum, refund) => sum + refund.amountPaise, 0),
      lines: refunds.map(describe).join('\n'),
    };
    let count = 0;
    for (const owner of owners) {
      count += (
        await this.messages.queue(manager, {
          template: 'staff_refunds',
          eventKey: `staff_refunds:${first.day}:${owner.id}`,
          staff: { email: owner.email, name: owner.name },
          params,
        })
      ).length;
    }
    return count;
  }
}

/** One refund as the owner reads it: `14:05 Priya Desk (desk) refunded ₹100 of RL-AB12CD34: reason (#12)`. */
function describe(refund: StaffRefundLine): string {
  return `${refund.at} ${refund.name} (${refund.role}) refunded ${formatPaise(refund.amountPaise)} of ${refund.subject}: ${refund.reason} (#${refund.id})`;
}
