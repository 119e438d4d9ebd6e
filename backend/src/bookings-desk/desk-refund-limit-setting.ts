import { Injectable } from '@nestjs/common';
import { formatPaise, type DeskRefundLimit, paise, type Paise } from '@robo/domain';
import type { EntityManager } from 'typeorm';
import type { Actor } from '../audit/actor.js';
import { deskError } from './bookings-desk.errors.js';
import { execute, one } from '../common/sql.js';
import { OwnerSettings } from './owner-settings.js';
import { Settings } from '../config/settings.js';

const SETTING = 'desk_refund_limit_paise';

/** Until the owner sets one, staff other than the owner may cancel without a refund but refund nothing. */
const DEFAULT_LIMIT_PAISE = 0;

/** What a non-owner's refund is checked against: the payment it comes from and its amount. */
export interface StaffRefund {
  paymentId: string | null;
  amountPaise: Paise;
}

/**
 * The most staff other than the owner may refund of one payment, all their refunds of it together
 * (cancel with refund, refund, order cancel), set by the owner and audited; above it only the owner
 * may (issue 14, "Staff and roles"). Each person may also refund at most STAFF_REFUNDS_PER_DAY_RUPEES
 * a day across payments (docs/security.md, "Staff refunds").
 */
@Injectable()
export class DeskRefundLimitSetting {
  constructor(
    private readonly ownerSettings: OwnerSettings,
    private readonly settings: Settings,
  ) {}

  async get(manager?: EntityManager): Promise<DeskRefundLimit> {
    const value = await this.ownerSettings.get<number | string>(SETTING, DEFAULT_LIMIT_PAISE, manager);
    return { limitPaise: paise(Number(value)) };
  }

  async set(limitPaise: Paise, actor: Actor): Promise<DeskRefundLimit> {
    const after = { limitPaise };
    await this.ownerSettings.set(SETTING, limitPaise, { before: await this.get(), after }, actor);
    return after;
  }

  /**
   * Refuses (403, nothing changed) a non-owner's refund that would take the staff's refunds of the
   * payment above the owner's limit, or the person's refunds of the day above the daily limit.
   * Called in the refund's transaction with the booking's or order's row locked, which serialises
   * the refunds of its payment; the person's refunds are serialised by a lock on them taken here.
   * Refused refunds at the gateway (`failed`) gave nothing back and do not count.
   */
  async allow(manager: EntityManager, actor: Actor, refund: StaffRefund): Promise<void> {
    if (actor.kind !== 'staff' || actor.role === 'owner' || refund.amountPaise <= 0) return;
    const { limitPaise } = await this.get(manager);
    const { refundedPaise } = await one<{ refundedPaise: Paise }>(
      manager,
      `SELECT coalesce(sum(amount_paise), 0)::int AS "refundedPaise" FROM refunds
       WHERE payment_id = $1 AND staff_role IS DISTINCT FROM 'owner' AND status <> 'failed'`,
      [refund.paymentId],
    );
    if (refundedPaise + refund.amountPaise > limitPaise) {
      const already =
        refundedPaise > 0 ? ` Staff have already refunded ${formatPaise(refundedPaise)} of this payment.` : '';
      throw deskError.REFUND_NEEDS_OWNER(`Refunds above ${formatPaise(limitPaise)} need the owner.${already}`, {
        limitPaise,
        refundedPaise,
      });
    }
    await execute(manager, `SELECT pg_advisory_xact_lock(hashtext('robo:staff-refunds'), $1)`, [actor.id]);
    const today = await one<{ refundedPaise: Paise }>(
      manager,
      `SELECT coalesce(sum(amount_paise), 0)::int AS "refundedPaise" FROM refunds
       WHERE staff_id = $1 AND status <> 'failed'
         AND created_at >= date_trunc('day', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata'`,
      [actor.id],
    );
    const dailyPaise = this.settings.staffRefundsPerDayPaise;
    if (today.refundedPaise + refund.amountPaise > dailyPaise) {
      throw deskError.DAILY_REFUND_LIMIT(
        `You can refund at most ${formatPaise(dailyPaise)} a day (${formatPaise(today.refundedPaise)} so far today); ask the owner.`,
        { dailyLimitPaise: dailyPaise, refundedTodayPaise: today.refundedPaise },
      );
    }
  }
}
