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
import { IntColumn } from '../../common/columns.js';
export class CouponUsage {
}
_ts_decorate([
    PrimaryGeneratedColumn(),
    _ts_metadata("design:type", Number)
], CouponUsage.prototype, "id", void 0);
_ts_decorate([
    Column({
        name: 'coupon_id',
        type: 'integer',
        nullable: true
    }),
    _ts_metadata("design:type", Object)
], CouponUsage.prototype, "couponId", void 0);
_ts_decorate([
    Column({
        name: 'coupon_code',
        type: 'text'
    }),
    _ts_metadata("design:type", String)
], CouponUsage.prototype, "couponCode", void 0);
_ts_decorate([
    Column({
        type: 'text'
    }),
    _ts_metadata("design:type", String)
], CouponUsage.prototype, "email", void 0);
_ts_decorate([
    IntColumn({
        name: 'amount_before'
    }),
    _ts_metadata("design:type", Number)
], CouponUsage.prototype, "amountBefore", void 0);
_ts_decorate([
    IntColumn({
        name: 'amount_after'
    }),
    _ts_metadata("design:type", Number)
], CouponUsage.prototype, "amountAfter", void 0);
_ts_decorate([
    Column({
        name: 'registration_id',
        type: 'integer',
        nullable: true,
        unique: true
    }),
    _ts_metadata("design:type", Object)
], CouponUsage.prototype, "registrationId", void 0);
_ts_decorate([
    Column({
        name: 'used_at',
        type: 'timestamptz',
        default: ()=>'now()'
    }),
    _ts_metadata("design:type", typeof Date === "undefined" ? Object : Date)
], CouponUsage.prototype, "usedAt", void 0);
CouponUsage = _ts_decorate([
    Entity('coupon_usages')
], CouponUsage);

//# sourceMappingURL=coupon-usage.entity.js.map