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
import { IsNotEmpty, IsString } from 'class-validator';
import { MESSAGES, normalizeCouponCode } from '@robo/domain';
/** Body of POST /api/validate-coupon; the code is trimmed and uppercased. */ export class ValidateCouponDto {
}
_ts_decorate([
    Transform(({ value })=>typeof value === 'string' ? normalizeCouponCode(value) : value),
    IsString({
        message: MESSAGES.couponCodeEmpty
    }),
    IsNotEmpty({
        message: MESSAGES.couponCodeEmpty
    }),
    _ts_metadata("design:type", String)
], ValidateCouponDto.prototype, "code", void 0);

//# sourceMappingURL=validate-coupon.dto.js.map