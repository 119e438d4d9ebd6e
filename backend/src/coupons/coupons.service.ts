import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, normalizeCouponCode, type AdminCoupon, type CouponCheck } from '@robo/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { execute, maybeOne, one } from '../common/sql.js';

type CouponRow = Omit<AdminCoupon, 'createdAt' | 'updatedAt'>;

/** The coupon a hold is quoted with. */
interface QuotedCoupon {
  code: string;
  discountAmount: number;
}

export type CouponQuote = { usable: true; coupon: QuotedCoupon } | { usable: false; error: string };

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
 * Public coupon checks and the use counter. `used_count` counts uses spent by captured payments
 * (docs/security.md "Prices: unpaid holds move none"): a hold only checks that uses remain, and a
 * use is spent at capture by one conditional update, so unpaid holds cannot use a coupon up.
 */
@Injectable()
export class CouponsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async check(rawCode: string): Promise<CouponCheck> {
    const quote = await this.quote(this.db.manager, rawCode);
    if (!quote.usable) return { valid: false, error: quote.error };
    return { valid: true, coupon: { code: quote.coupon.code, discountAmount: quote.coupon.discountAmount } };
  }

  /** An active coupon whose captured uses are below its limit; nothing is reserved. */
  async quote(manager: EntityManager, rawCode: string): Promise<CouponQuote> {
    const coupon = await this.find(manager, normalizeCouponCode(rawCode));
    const error = unusableReason(coupon);
    if (error || !coupon) return { usable: false, error: error ?? MESSAGES.couponInvalid };
    return { usable: true, coupon: { code: coupon.code, discountAmount: coupon.discountAmount } };
  }

  /** Gives back a use a captured payment spent (a cancelled booking). */
  async release(manager: EntityManager, rawCode: string): Promise<void> {
    await execute(
      manager,
      `UPDATE coupons SET used_count = used_count - 1, updated_at = now() WHERE code = $1 AND used_count > 0`,
      [normalizeCouponCode(rawCode)],
    );
  }

  /**
   * At capture: spends a use if one is left and writes the redemption, in one statement. A payment
   * quoted before the last use went keeps its discount: its redemption is recorded `over_limit`
   * and the counter stays at the limit. Answers whether a use was spent (to be given back on cancel).
   * Called once per registration (its capture), so a second redemption is an error, not ignored.
   */
  async spend(manager: EntityManager, usage: CouponUsageRecord): Promise<{ spent: boolean }> {
    return one<{ spent: boolean }>(
      manager,
      `WITH spent AS (
         UPDATE coupons SET used_count = used_count + 1, updated_at = now()
         WHERE code = $1 AND used_count < usage_limit RETURNING id),
       usage AS (
         INSERT INTO coupon_usages (coupon_id, coupon_code, email, amount_before, amount_after, registration_id, over_limit)
         SELECT c.id, $1, $2, $3, $4, $5, c.id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM spent)
         FROM (SELECT (SELECT id FROM coupons WHERE code = $1) AS id) c)
       SELECT EXISTS (SELECT 1 FROM spent) AS spent`,
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
