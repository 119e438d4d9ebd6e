import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  couponRuleProblem,
  MESSAGES,
  normalizeCouponCode,
  type CouponBooking,
  type CouponCheck,
  type CouponRule,
  paise,
  type Paise,
} from '@robo/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { execute, maybeOne, one } from '../common/sql.js';
import { contactUsesSql, COUPON_RULE_COLUMNS } from './coupon-sql.js';

interface CouponRow extends Omit<CouponRule, 'validFrom' | 'validUntil'> {
  id: number;
  validFrom: Date | null;
  validUntil: Date | null;
  usageLimit: number;
  usedCount: number;
  isActive: boolean;
  /** Uses the contact asked about still has spent (0 when no contact was given). */
  contactUses: number;
}

/** Who is booking, for per-contact limits; either may be unknown yet. */
export interface CouponContact {
  phone?: string;
  email?: string;
}

/** Why a coupon was refused: the booking flow answers each with its own reason code. */
export type CouponRefusal = 'unknown' | 'used-up' | 'not-applicable';

export type CouponQuote =
  { usable: true; coupon: CouponRule } | { usable: false; error: string; refusal: CouponRefusal };

export interface CouponUsageRecord {
  code: string;
  email: string;
  phone: string;
  amountBefore: Paise;
  amountAfter: Paise;
  registrationId: number;
}

const toRule = ({ validFrom, validUntil, ...row }: CouponRow): CouponRule => ({
  code: row.code,
  kind: row.kind,
  discountAmount: row.discountAmount,
  percentOff: row.percentOff,
  validFrom: validFrom?.toISOString() ?? null,
  validUntil: validUntil?.toISOString() ?? null,
  editionId: row.editionId,
  venueIds: row.venueIds,
  gradeGroups: row.gradeGroups,
  appliesToTickets: row.appliesToTickets,
  appliesToKits: row.appliesToKits,
  minAmountPaise: row.minAmountPaise,
  perContactLimit: row.perContactLimit,
});

/** Why a coupon cannot be used now for this booking and contact, or null if it can. */
function refusalOf(coupon: CouponRow | undefined, booking: CouponBooking, now: Date): CouponQuote | null {
  if (!coupon) return { usable: false, error: MESSAGES.couponInvalid, refusal: 'unknown' };
  if (!coupon.isActive) return { usable: false, error: MESSAGES.couponInactive, refusal: 'unknown' };
  if (coupon.usedCount >= coupon.usageLimit) return { usable: false, error: MESSAGES.couponUsedUp, refusal: 'used-up' };
  const problem = couponRuleProblem(toRule(coupon), booking, now);
  if (problem) return { usable: false, error: problem, refusal: 'not-applicable' };
  if (coupon.perContactLimit !== null && coupon.contactUses >= coupon.perContactLimit)
    return { usable: false, error: MESSAGES.couponContactUsedUp, refusal: 'not-applicable' };
  return null;
}

/**
 * Public coupon checks and the use counter (README.md). `used_count` counts uses spent by captured
 * payments (docs/security.md "Prices: unpaid holds move none"): a hold only checks that uses
 * remain, and a use is spent at capture by one conditional update, so unpaid holds cannot use a
 * coupon up.
 */
@Injectable()
export class CouponsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The public check (POST /api/validate-coupon) against what the form knows of the booking so far. */
  async check(rawCode: string, booking: CouponBooking, contact: CouponContact): Promise<CouponCheck> {
    const quote = await this.quote(this.db.manager, rawCode, booking, contact);
    if (!quote.usable) return { valid: false, error: quote.error };
    const { coupon } = quote;
    return {
      valid: true,
      coupon: { ...coupon, discountAmount: coupon.kind === 'flat' ? coupon.discountAmount : paise(0) },
    };
  }

  /** A coupon usable for this booking and contact now (couponRuleProblem, uses left); nothing is reserved. */
  async quote(
    manager: EntityManager,
    rawCode: string,
    booking: CouponBooking,
    contact: CouponContact,
  ): Promise<CouponQuote> {
    const coupon = await maybeOne<CouponRow>(
      manager,
      `SELECT ${COUPON_RULE_COLUMNS}, ${contactUsesSql('$2', '$3')} AS "contactUses" FROM coupons c WHERE c.code = $1`,
      [normalizeCouponCode(rawCode), contact.phone ?? null, contact.email ?? null],
    );
    const refusal = refusalOf(coupon, booking, new Date());
    if (refusal || !coupon) return refusal ?? { usable: false, error: MESSAGES.couponInvalid, refusal: 'unknown' };
    return { usable: true, coupon: toRule(coupon) };
  }

  /** Gives back the use a captured payment spent (a cancelled booking), for the coupon and for its contact. */
  async release(manager: EntityManager, rawCode: string, registrationId: number): Promise<void> {
    await execute(
      manager,
      `UPDATE coupons SET used_count = used_count - 1, updated_at = now() WHERE code = $1 AND used_count > 0`,
      [normalizeCouponCode(rawCode)],
    );
    await execute(manager, `UPDATE coupon_usages SET given_back = true WHERE registration_id = $1`, [registrationId]);
  }

  /**
   * At capture: spends a use if the coupon and the contact each have one left, and writes the
   * redemption. A payment quoted before the last use went keeps its discount: its redemption is
   * recorded `over_limit` and the counters stay at their limits. Answers whether a use was spent
   * (to be given back on cancel). Called once per registration (its capture), so a second
   * redemption is an error, not ignored.
   *
   * The coupon row is locked by a statement of its own first: the spend statement then starts
   * after every earlier capture of this coupon committed, so its count of the contact's uses is
   * exact (a count inside the locking statement would read a snapshot from before the wait).
   */
  async spend(manager: EntityManager, usage: CouponUsageRecord): Promise<{ spent: boolean }> {
    const code = normalizeCouponCode(usage.code);
    await execute(manager, `SELECT 1 FROM coupons WHERE code = $1 FOR UPDATE`, [code]);
    return one<{ spent: boolean }>(
      manager,
      `WITH spent AS (
         UPDATE coupons c SET used_count = used_count + 1, updated_at = now()
         WHERE code = $1 AND used_count < usage_limit
           AND (per_contact_limit IS NULL OR ${contactUsesSql('$6', '$2')} < per_contact_limit)
         RETURNING id),
       usage AS (
         INSERT INTO coupon_usages (coupon_id, coupon_code, email, phone, amount_before, amount_after, registration_id, over_limit)
         SELECT c.id, $1, $2, $6, $3, $4, $5, c.id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM spent)
         FROM (SELECT (SELECT id FROM coupons WHERE code = $1) AS id) c)
       SELECT EXISTS (SELECT 1 FROM spent) AS spent`,
      [code, usage.email, usage.amountBefore, usage.amountAfter, usage.registrationId, usage.phone],
    );
  }
}
