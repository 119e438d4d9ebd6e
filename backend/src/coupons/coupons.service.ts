import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, normalizeCouponCode, type AdminCoupon, type CouponCheck } from '@robo/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { execute, maybeOne } from '../common/sql.js';

type CouponRow = Omit<AdminCoupon, 'createdAt' | 'updatedAt'>;

/** The coupon a hold took a use of. */
interface HeldCoupon {
  id: number;
  code: string;
  discountAmount: number;
}

export type CouponHold = { held: true; coupon: HeldCoupon } | { held: false; error: string };

export interface CouponUsageRecord {
  code: string;
  email: string;
  amountBefore: number;
  amountAfter: number;
  registrationId: number;
}

/** Why a coupon cannot be used now, or null if it can. */
function unusableReason(coupon: CouponRow | undefined): string | null {
  if (!coupon) return MESSAGES.couponInvalid;
  if (!coupon.isActive) return MESSAGES.couponInactive;
  if (coupon.usedCount >= coupon.usageLimit) return MESSAGES.couponUsedUp;
  return null;
}

/**
 * Public coupon checks and the use counter. `used_count` counts held and paid uses (design §4);
 * it moves only through the conditional updates below, inside the caller's transaction.
 */
@Injectable()
export class CouponsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async check(rawCode: string): Promise<CouponCheck> {
    const coupon = await this.find(this.db.manager, normalizeCouponCode(rawCode));
    const error = unusableReason(coupon);
    if (error || !coupon) return { valid: false, error: error ?? MESSAGES.couponInvalid };
    return { valid: true, coupon: { code: coupon.code, discountAmount: coupon.discountAmount } };
  }

  /** Reserves one use of an active coupon that has uses left. */
  async hold(manager: EntityManager, rawCode: string): Promise<CouponHold> {
    const code = normalizeCouponCode(rawCode);
    const coupon = await maybeOne<HeldCoupon>(
      manager,
      `UPDATE coupons SET used_count = used_count + 1, updated_at = now()
       WHERE code = $1 AND is_active AND used_count < usage_limit
       RETURNING id, code, discount_amount AS "discountAmount"`,
      [code],
    );
    if (coupon) return { held: true, coupon };
    return { held: false, error: unusableReason(await this.find(manager, code)) ?? MESSAGES.couponUsedUp };
  }

  async release(manager: EntityManager, rawCode: string): Promise<void> {
    await execute(
      manager,
      `UPDATE coupons SET used_count = used_count - 1, updated_at = now() WHERE code = $1 AND used_count > 0`,
      [normalizeCouponCode(rawCode)],
    );
  }

  /** The redemption record of a confirmed payment; written once per registration. */
  async recordUsage(manager: EntityManager, usage: CouponUsageRecord): Promise<void> {
    await execute(
      manager,
      `INSERT INTO coupon_usages (coupon_id, coupon_code, email, amount_before, amount_after, registration_id)
       SELECT (SELECT id FROM coupons WHERE code = $1), $1, $2, $3, $4, $5
       ON CONFLICT (registration_id) DO NOTHING`,
      [normalizeCouponCode(usage.code), usage.email, usage.amountBefore, usage.amountAfter, usage.registrationId],
    );
  }

  private async find(manager: EntityManager, code: string): Promise<CouponRow | undefined> {
    return maybeOne<CouponRow>(
      manager,
      `SELECT id, code, discount_amount AS "discountAmount", usage_limit AS "usageLimit",
              used_count AS "usedCount", is_active AS "isActive"
       FROM coupons WHERE code = $1`,
      [code],
    );
  }
}
