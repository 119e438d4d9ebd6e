import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { EDITION_MESSAGES, type AdminCoupon } from '@robo/domain';
import type { Actor } from '../audit/actor.js';
import { AuditLog } from '../audit/audit-log.js';
import type { CsvTable } from '../common/csv.js';
import { couponError } from './coupons.errors.js';
import { execute, maybeOne, one, rows } from '../common/sql.js';
import { COUPON_RULE_COLUMNS } from './coupon-sql.js';
import type { AdminCouponDto, BulkCouponsDto, CouponRuleDto } from './dto/admin-coupon.dto.js';

export const ADMIN_COUPON_NOT_FOUND = 'Coupon not found';
export const COUPON_CODE_TAKEN = 'A coupon with this code already exists';
export const USED_CODE_FIXED = 'The code of a coupon that has been used cannot be changed';
export const usageLimitBelowUsed = (used: number) =>
  `Usage limit cannot be less than the ${used} time${used === 1 ? '' : 's'} this coupon has already been used`;

/** The rule's columns in insert order; `ruleParams` gives their values. */
const RULE_COLUMNS = `kind, discount_amount, percent_off, valid_from, valid_until, venue_ids, grade_groups,
  applies_to_tickets, applies_to_kits, per_contact_limit, min_amount_paise, usage_limit, is_active, edition_id`;

/** A coupon of `source c` as the admin sees it, with what its captured uses paid and saved (not given back). */
const adminCouponsSql = (source: string) => `
  SELECT ${COUPON_RULE_COLUMNS}, c.created_at AS "createdAt", c.updated_at AS "updatedAt",
    figures.redemptions, figures."revenuePaise", figures."discountGivenPaise"
  FROM ${source} c
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS redemptions, coalesce(sum(u.amount_after), 0)::float8 AS "revenuePaise",
      coalesce(sum(u.amount_before - u.amount_after), 0)::float8 AS "discountGivenPaise"
    FROM coupon_usages u WHERE u.coupon_id = c.id AND NOT u.given_back) figures`;

type CouponRow = Omit<AdminCoupon, 'createdAt' | 'updatedAt' | 'validFrom' | 'validUntil'> & {
  createdAt: Date;
  updatedAt: Date;
  validFrom: Date | null;
  validUntil: Date | null;
};

const toAdminCoupon = (row: CouponRow): AdminCoupon => ({
  ...row,
  validFrom: row.validFrom?.toISOString() ?? null,
  validUntil: row.validUntil?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Values of RULE_COLUMNS: a percent coupon takes no paise off, a flat one no percent. */
function ruleParams(dto: CouponRuleDto): unknown[] {
  const percent = dto.kind === 'percent';
  return [
    dto.kind,
    percent ? 0 : dto.discountAmount,
    percent ? dto.percentOff : null,
    dto.validFrom,
    dto.validUntil,
    dto.venueIds,
    dto.gradeGroups,
    dto.appliesToTickets,
    dto.appliesToKits,
    dto.perContactLimit,
    dto.minAmountPaise,
    dto.usageLimit,
    dto.isActive,
    dto.editionId,
  ];
}

/** `$from`, `$from+1`, ... for the rule's values. */
const ruleSlots = (from: number) =>
  ruleParams({} as CouponRuleDto)
    .map((_, i) => `$${from + i}`)
    .join(', ');

/** Letters and digits nobody misreads (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 31^8 (about 10^12) codes per prefix: a guessed code is a one-in-a-billion find even with 5,000 out. */
const RANDOM_PART = 8;
const randomCode = (prefix: string) =>
  prefix + Array.from({ length: RANDOM_PART }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** A duplicate code as a 409 with its message, else the error itself. */
/** A taken code, or an edition scope naming no edition (its foreign key), as the admin's refusal. */
function writeRefusalOr(err: unknown): unknown {
  const code = err instanceof QueryFailedError ? (err.driverError as { code?: string }).code : undefined;
  if (code === '23503') return couponError.COUPON_EDITION_UNKNOWN(EDITION_MESSAGES.notFound);
  return code === '23505' ? couponError.COUPON_CODE_TAKEN(COUPON_CODE_TAKEN) : err;
}

/**
 * Coupon management (spec §5, README.md). Codes arrive trimmed and uppercased. Checked in the
 * UPDATE itself: the usage limit never drops below the uses captured payments spent, and a used
 * coupon keeps its code (uses are spent, given back and recorded by code).
 */
@Injectable()
export class AdminCouponsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async list(prefix?: string): Promise<AdminCoupon[]> {
    const coupons = await rows<CouponRow>(
      this.db,
      `${adminCouponsSql('coupons')} WHERE $1::text IS NULL OR c.code LIKE $1 || '%' ORDER BY c.created_at DESC, c.id DESC`,
      [prefix ?? null],
    );
    return coupons.map(toAdminCoupon);
  }

  async create(actor: Actor, dto: AdminCouponDto): Promise<AdminCoupon> {
    return this.write(actor, 'coupon.create', null, async (manager) => {
      const row = await one<CouponRow>(
        manager,
        `WITH inserted AS (INSERT INTO coupons (code, ${RULE_COLUMNS}) VALUES ($1, ${ruleSlots(2)}) RETURNING *)
         ${adminCouponsSql('inserted')}`,
        [dto.code, ...ruleParams(dto)],
      ).catch((err: unknown) => {
        throw writeRefusalOr(err);
      });
      return toAdminCoupon(row);
    });
  }

  async update(actor: Actor, id: number, dto: AdminCouponDto): Promise<AdminCoupon> {
    return this.write(actor, 'coupon.update', id, async (manager, before) => {
      const row = await maybeOne<CouponRow>(
        manager,
        `WITH updated AS (
           UPDATE coupons SET code = $2, (${RULE_COLUMNS}) = (${ruleSlots(3)}), updated_at = now()
           WHERE id = $1 AND used_count <= $14 AND (code = $2 OR used_count = 0)
           RETURNING *)
         ${adminCouponsSql('updated')}`,
        [id, dto.code, ...ruleParams(dto)],
      ).catch((err: unknown) => {
        throw writeRefusalOr(err);
      });
      if (row) return toAdminCoupon(row);
      if (!before) throw couponError.COUPON_NOT_FOUND(ADMIN_COUPON_NOT_FOUND);
      const { usedCount } = before;
      throw couponError.COUPON_USED(usedCount > dto.usageLimit ? usageLimitBelowUsed(usedCount) : USED_CODE_FIXED, {
        usedCount,
      });
    });
  }

  /**
   * `count` new codes, each the prefix and random letters up to 20 characters, with one rule, in one
   * transaction: a code that exists already (or is drawn twice) is skipped by the insert and drawn
   * again, so exactly `count` are made or none.
   */
  async createBulk(actor: Actor, dto: BulkCouponsDto): Promise<CsvTable> {
    return this.db.transaction(async (manager) => {
      const codes: string[] = [];
      while (codes.length < dto.count) {
        const drawn = Array.from({ length: dto.count - codes.length }, () => randomCode(dto.prefix));
        const inserted = await rows<{ code: string }>(
          manager,
          `INSERT INTO coupons (code, ${RULE_COLUMNS}) SELECT code, ${ruleSlots(2)} FROM unnest($1::text[]) AS code
           ON CONFLICT (code) DO NOTHING RETURNING code`,
          [drawn, ...ruleParams(dto)],
        ).catch((err: unknown) => {
          throw writeRefusalOr(err);
        });
        codes.push(...inserted.map((row) => row.code));
      }
      const { prefix, count, ...rule } = dto;
      await this.audit.record(manager, {
        actor,
        action: 'coupon.bulk_create',
        target: { type: 'coupon', id: null },
        after: { prefix, count, rule },
      });
      return { header: ['code'], rows: codes.map((code) => [code]) };
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
        const row = await maybeOne<CouponRow>(
          manager,
          `${adminCouponsSql('coupons')} WHERE c.id = $1 FOR UPDATE OF c`,
          [id],
        );
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
