import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { DEFAULT_COUPON_USAGE_LIMIT, type AdminCoupon } from '@robo/domain';
import type { Actor } from '../audit/actor.js';
import { AuditLog } from '../audit/audit-log.js';
import { couponError } from './coupons.errors.js';
import { execute, maybeOne, one, rows } from '../common/sql.js';
import type { AdminCouponDto } from './dto/admin-coupon.dto.js';

export const ADMIN_COUPON_NOT_FOUND = 'Coupon not found';
export const COUPON_CODE_TAKEN = 'A coupon with this code already exists';
export const USED_CODE_FIXED = 'The code of a coupon that has been used cannot be changed';
export const usageLimitBelowUsed = (used: number) =>
  `Usage limit cannot be less than the ${used} time${used === 1 ? '' : 's'} this coupon has already been used`;

const COLUMNS = `id, code, discount_amount AS "discountAmount", usage_limit AS "usageLimit", used_count AS "usedCount",
  is_active AS "isActive", created_at AS "createdAt", updated_at AS "updatedAt"`;

type CouponRow = Omit<AdminCoupon, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

const toAdminCoupon = (row: CouponRow): AdminCoupon => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A duplicate code as a 409 with its message, else the error itself. */
function codeTakenOr(err: unknown): unknown {
  const code = err instanceof QueryFailedError ? (err.driverError as { code?: string }).code : undefined;
  return code === '23505' ? couponError.COUPON_CODE_TAKEN(COUPON_CODE_TAKEN) : err;
}

/**
 * Coupon management (spec §5). Codes arrive trimmed and uppercased. Checked in the UPDATE itself:
 * the usage limit never drops below the uses captured payments spent, and a used coupon keeps its
 * code (uses are spent, given back and recorded by code).
 */
@Injectable()
export class AdminCouponsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async list(): Promise<AdminCoupon[]> {
    const coupons = await rows<CouponRow>(this.db, `SELECT ${COLUMNS} FROM coupons ORDER BY created_at DESC, id DESC`);
    return coupons.map(toAdminCoupon);
  }

  async create(actor: Actor, dto: AdminCouponDto): Promise<AdminCoupon> {
    return this.write(actor, 'coupon.create', null, async (manager) => {
      const row = await one<CouponRow>(
        manager,
        `INSERT INTO coupons (code, discount_amount, usage_limit, is_active) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
        [dto.code, dto.discountAmount, dto.usageLimit ?? DEFAULT_COUPON_USAGE_LIMIT, dto.isActive ?? true],
      ).catch((err: unknown) => {
        throw codeTakenOr(err);
      });
      return toAdminCoupon(row);
    });
  }

  async update(actor: Actor, id: number, dto: AdminCouponDto): Promise<AdminCoupon> {
    return this.write(actor, 'coupon.update', id, async (manager, before) => {
      const row = await maybeOne<CouponRow>(
        manager,
        `WITH updated AS (
           UPDATE coupons SET code = $2, discount_amount = $3, usage_limit = $4, is_active = $5, updated_at = now()
           WHERE id = $1 AND used_count <= $4 AND (code = $2 OR used_count = 0)
           RETURNING *)
         SELECT ${COLUMNS} FROM updated`,
        [id, dto.code, dto.discountAmount, dto.usageLimit ?? DEFAULT_COUPON_USAGE_LIMIT, dto.isActive ?? true],
      ).catch((err: unknown) => {
        throw codeTakenOr(err);
      });
      if (row) return toAdminCoupon(row);
      if (!before) throw couponError.COUPON_NOT_FOUND(ADMIN_COUPON_NOT_FOUND);
      const { usedCount } = before;
      throw couponError.COUPON_USED(
        usedCount > (dto.usageLimit ?? DEFAULT_COUPON_USAGE_LIMIT) ? usageLimitBelowUsed(usedCount) : USED_CODE_FIXED,
        { usedCount },
      );
    });
  }

  /** Past usages keep their code (coupon_usages.coupon_id becomes null). */
  async remove(actor: Actor, id: number): Promise<void> {
    await this.write(actor, 'coupon.delete', id, async (manager) => {
      await execute(manager, 'DELETE FROM coupons WHERE id = $1', [id]);
      return null;
    });
  }

  /**
   * One audited coupon write: locks the coupon (when `id` names one) and hands it to `change`,
   * which answers the coupon after the change (null when deleted); both go to the audit log in
   * the same transaction.
   */
  private async write(
    actor: Actor,
    action: string,
    id: number | null,
    change: (manager: EntityManager, before: AdminCoupon | null) => Promise<AdminCoupon | null>,
  ): Promise<AdminCoupon> {
    return this.db.transaction(async (manager) => {
      let before: AdminCoupon | null = null;
      if (id !== null) {
        const row = await maybeOne<CouponRow>(manager, `SELECT ${COLUMNS} FROM coupons WHERE id = $1 FOR UPDATE`, [id]);
        if (!row) throw couponError.COUPON_NOT_FOUND(ADMIN_COUPON_NOT_FOUND);
        before = toAdminCoupon(row);
      }
      const after = await change(manager, before);
      const { updatedAt: _b, ...beforeFields } = before ?? ({} as AdminCoupon);
      const { updatedAt: _a, ...afterFields } = after ?? ({} as AdminCoupon);
      await this.audit.record(manager, {
        actor,
        action,
        target: { type: 'coupon', id: after?.id ?? id },
        before: before && beforeFields,
        after: after && afterFields,
      });
      const result = after ?? before;
      if (!result) throw couponError.COUPON_NOT_FOUND(ADMIN_COUPON_NOT_FOUND);
      return result;
    });
  }
}
