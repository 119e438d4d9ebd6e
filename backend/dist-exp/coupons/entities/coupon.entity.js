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
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, UpdatedAt } from '../../common/columns.js';
export class Coupon {
}
_ts_decorate([
    PrimaryGeneratedColumn(),
    _ts_metadata("design:type", Number)
], Coupon.prototype, "id", void 0);
_ts_decorate([
    Column({
        type: 'text',
        unique: true
    }),
    _ts_metadata("design:type", String)
], Coupon.prototype, "code", void 0);
_ts_decorate([
    IntColumn({
        name: 'discount_amount'
    }),
    _ts_metadata("design:type", Number)
], Coupon.prototype, "discountAmount", void 0);
_ts_decorate([
    IntColumn({
        name: 'usage_limit',
        default: 1
    }),
    _ts_metadata("design:type", Number)
], Coupon.prototype, "usageLimit", void 0);
_ts_decorate([
    IntColumn({
        name: 'used_count',
        default: 0
    }),
    _ts_metadata("design:type", Number)
], Coupon.prototype, "usedCount", void 0);
_ts_decorate([
    Column({
        name: 'is_active',
        type: 'boolean',
        default: true
    }),
    _ts_metadata("design:type", Boolean)
], Coupon.prototype, "isActive", void 0);
_ts_decorate([
    CreatedAt(),
    _ts_metadata("design:type", typeof Date === "undefined" ? Object : Date)
], Coupon.prototype, "createdAt", void 0);
_ts_decorate([
    UpdatedAt(),
    _ts_metadata("design:type", typeof Date === "undefined" ? Object : Date)
], Coupon.prototype, "updatedAt", void 0);
Coupon = _ts_decorate([
    Entity('coupons')
], Coupon);

//# sourceMappingURL=coupon.entity.js.map