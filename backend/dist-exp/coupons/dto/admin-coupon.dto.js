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
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Min, ValidateBy } from 'class-validator';
import { COUPON_CODE_MAX, COUPON_CODE_MIN, DEFAULT_COUPON_USAGE_LIMIT, MESSAGES, normalizeCouponCode } from '@robo/domain';
/** The one message for what is wrong with a (trimmed, uppercased) code, or null (SPEC 5 "Coupon admin"). */ function codeProblem(code) {
    if (code === undefined || code === null) return MESSAGES.couponCodeRequired;
    if (typeof code !== 'string') return MESSAGES.invalidInput;
    if (code.length === 0) return MESSAGES.couponCodeRequired;
    if (code.length < COUPON_CODE_MIN) return MESSAGES.couponCodeMin;
    if (code.length > COUPON_CODE_MAX) return MESSAGES.couponCodeTooLong;
    return null;
}
/** Body of POST /api/admin/coupons and PUT /api/admin/coupons/{id}; the discount is in paise. */ export class AdminCouponDto {
    constructor(){
        this.usageLimit = DEFAULT_COUPON_USAGE_LIMIT;
        this.isActive = true;
    }
}
_ts_decorate([
    Transform(({ value })=>typeof value === 'string' ? normalizeCouponCode(value) : value),
    ValidateBy({
        name: 'couponCode',
        validator: {
            validate: (code)=>codeProblem(code) === null,
            defaultMessage: (args)=>codeProblem(args?.value) ?? ''
        }
    }),
    _ts_metadata("design:type", String)
], AdminCouponDto.prototype, "code", void 0);
_ts_decorate([
    IsInt({
        message: MESSAGES.discountMin
    }),
    Min(1, {
        message: MESSAGES.discountMin
    }),
    _ts_metadata("design:type", Number)
], AdminCouponDto.prototype, "discountAmount", void 0);
_ts_decorate([
    IsOptional(),
    IsInt({
        message: MESSAGES.usageLimitMin
    }),
    Min(1, {
        message: MESSAGES.usageLimitMin
    }),
    _ts_metadata("design:type", Number)
], AdminCouponDto.prototype, "usageLimit", void 0);
_ts_decorate([
    IsOptional(),
    IsBoolean(),
    _ts_metadata("design:type", Boolean)
], AdminCouponDto.prototype, "isActive", void 0);

//# sourceMappingURL=admin-coupon.dto.js.map