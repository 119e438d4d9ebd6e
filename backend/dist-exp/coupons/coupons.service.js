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
import { MESSAGES, normalizeCouponCode } from '@robo/domain';
/** Why a coupon cannot be used now, or null if it can. */ function unusableReason(coupon) {
    if (!coupon) return MESSAGES.couponInvalid;
    if (!coupon.isActive) return MESSAGES.couponInactive;
    if (coupon.usedCount >= coupon.usageLimit) return MESSAGES.couponUsedUp;
    return null;
}
export class CouponsService {
    constructor(db){
        this.db = db;
    }
    async check(rawCode) {
        const coupon = await this.find(this.db.manager, normalizeCouponCode(rawCode));
        const error = unusableReason(coupon);
        if (error || !coupon) return {
            valid: false,
            error: error ?? MESSAGES.couponInvalid
        };
        return {
            valid: true,
            coupon: {
                code: coupon.code,
                discountAmount: coupon.discountAmount
            }
        };
    }
    /** Reserves one use of an active coupon that has uses left. */ async hold(manager, rawCode) {
        const code = normalizeCouponCode(rawCode);
        const [coupon] = await manager.query(`WITH taken AS (
         UPDATE coupons SET used_count = used_count + 1, updated_at = now()
         WHERE code = $1 AND is_active AND used_count < usage_limit
         RETURNING id, code, discount_amount AS "discountAmount")
       SELECT * FROM taken`, [
            code
        ]);
        if (coupon) return {
            held: true,
            coupon
        };
        return {
            held: false,
            error: unusableReason(await this.find(manager, code)) ?? MESSAGES.couponUsedUp
        };
    }
    async release(manager, rawCode) {
        await manager.query(`UPDATE coupons SET used_count = used_count - 1, updated_at = now() WHERE code = $1 AND used_count > 0`, [
            normalizeCouponCode(rawCode)
        ]);
    }
    /** The redemption record of a confirmed payment; written once per registration. */ async recordUsage(manager, usage) {
        await manager.query(`INSERT INTO coupon_usages (coupon_id, coupon_code, email, amount_before, amount_after, registration_id)
       SELECT (SELECT id FROM coupons WHERE code = $1), $1, $2, $3, $4, $5
       ON CONFLICT (registration_id) DO NOTHING`, [
            normalizeCouponCode(usage.code),
            usage.email,
            usage.amountBefore,
            usage.amountAfter,
            usage.registrationId
        ]);
    }
    async find(manager, code) {
        const [row] = await manager.query(`SELECT id, code, discount_amount AS "discountAmount", usage_limit AS "usageLimit",
              used_count AS "usedCount", is_active AS "isActive"
       FROM coupons WHERE code = $1`, [
            code
        ]);
        return row;
    }
}
CouponsService = _ts_decorate([
    Injectable(),
    _ts_param(0, InjectDataSource()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof DataSource === "undefined" ? Object : DataSource
    ])
], CouponsService);

//# sourceMappingURL=coupons.service.js.map