function _ts_decorate(decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") {
        r = Reflect.decorate(decorators, target, key, desc);
    } else {
        for(var i = decorators.length - 1; i >= 0; i--){
            if (d = decorators[i]) {
                r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
            }
        }
    }
    return c > 3 && r && Object.defineProperty(target, key, r), r;
}
function _ts_metadata(metadataKey, metadataValue) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") {
        return Reflect.metadata(metadataKey, metadataValue);
    }
}
function _ts_param(paramIndex, decorator) {
    return function(target, key) {
        decorator(target, key, paramIndex);
    };
}
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError } from 'typeorm';
import { DEFAULT_COUPON_USAGE_LIMIT } from '@robo/domain';
import { conflict, notFound } from '../common/domain-error.js';
export const ADMIN_COUPON_NOT_FOUND = 'Coupon not found';
export const COUPON_CODE_TAKEN = 'A coupon with this code already exists';
export const USED_CODE_FIXED = 'The code of a coupon that has been used cannot be changed';
export const usageLimitBelowUsed = (used)=>`Usage limit cannot be less than the ${used} time${used === 1 ? '' : 's'} this coupon has already been used`;
const COLUMNS = `id, code, discount_amount AS "discountAmount", usage_limit AS "usageLimit", used_count AS "usedCount",
  is_active AS "isActive", created_at AS "createdAt", updated_at AS "updatedAt"`;
const toAdminCoupon = (row)=>({
        ...row,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString()
    });
/** A duplicate code as a 409 with its message, else the error itself. */ function codeTakenOr(err) {
    const code = err instanceof QueryFailedError ? err.driverError.code : undefined;
    return code === '23505' ? conflict(COUPON_CODE_TAKEN) : err;
}
export class AdminCouponsService {
    constructor(db){
        this.db = db;
    }
    async list() {
        const rows = await this.db.query(`SELECT ${COLUMNS} FROM coupons ORDER BY created_at DESC, id DESC`);
        return rows.map(toAdminCoupon);
    }
    async create(dto) {
        const [row] = await this.db.query(`INSERT INTO coupons (code, discount_amount, usage_limit, is_active) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`, [
            dto.code,
            dto.discountAmount,
            dto.usageLimit ?? DEFAULT_COUPON_USAGE_LIMIT,
            dto.isActive ?? true
        ]).catch((err)=>{
            throw codeTakenOr(err);
        });
        return toAdminCoupon(row);
    }
    async update(id, dto) {
        const [row] = await this.db.query(`WITH updated AS (
           UPDATE coupons SET code = $2, discount_amount = $3, usage_limit = $4, is_active = $5, updated_at = now()
           WHERE id = $1 AND used_count <= $4 AND (code = $2 OR used_count = 0)
           RETURNING *)
         SELECT ${COLUMNS} FROM updated`, [
            id,
            dto.code,
            dto.discountAmount,
            dto.usageLimit ?? DEFAULT_COUPON_USAGE_LIMIT,
            dto.isActive ?? true
        ]).catch((err)=>{
            throw codeTakenOr(err);
        });
        if (row) return toAdminCoupon(row);
        const [current] = await this.db.query('SELECT used_count AS "usedCount" FROM coupons WHERE id = $1', [
            id
        ]);
        if (!current) throw notFound(ADMIN_COUPON_NOT_FOUND);
        const { usedCount } = current;
        throw conflict(usedCount > (dto.usageLimit ?? DEFAULT_COUPON_USAGE_LIMIT) ? usageLimitBelowUsed(usedCount) : USED_CODE_FIXED, {
            usedCount
        });
    }
    /** Past usages keep their code (coupon_usages.coupon_id becomes null). */ async remove(id) {
        const [deleted] = await this.db.query('WITH deleted AS (DELETE FROM coupons WHERE id = $1 RETURNING id) SELECT id FROM deleted', [
            id
        ]);
        if (!deleted) throw notFound(ADMIN_COUPON_NOT_FOUND);
    }
}
AdminCouponsService = _ts_decorate([
    Injectable(),
    _ts_param(0, InjectDataSource()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof DataSource === "undefined" ? Object : DataSource
    ])
], AdminCouponsService);

//# sourceMappingURL=admin-coupons.service.js.map