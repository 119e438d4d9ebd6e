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
import { Body, Controller, Delete, Get, Param, Post, Put, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../auth/admin.guard.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { ADMIN_COUPON_NOT_FOUND, AdminCouponsService } from './admin-coupons.service.js';
import { AdminCouponDto } from './dto/admin-coupon.dto.js';
const CouponId = ()=>Param('id', new IdParamPipe(ADMIN_COUPON_NOT_FOUND));
export class AdminCouponsController {
    constructor(coupons){
        this.coupons = coupons;
    }
    list() {
        return this.coupons.list();
    }
    create(body) {
        return this.coupons.create(body);
    }
    update(id, body) {
        return this.coupons.update(id, body);
    }
    async remove(id) {
        await this.coupons.remove(id);
        return {
            success: true
        };
    }
}
_ts_decorate([
    Get(),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", []),
    _ts_metadata("design:returntype", typeof Promise === "undefined" ? Object : Promise)
], AdminCouponsController.prototype, "list", null);
_ts_decorate([
    Post(),
    _ts_param(0, Body()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof AdminCouponDto === "undefined" ? Object : AdminCouponDto
    ]),
    _ts_metadata("design:returntype", typeof Promise === "undefined" ? Object : Promise)
], AdminCouponsController.prototype, "create", null);
_ts_decorate([
    Put(':id'),
    _ts_param(0, CouponId()),
    _ts_param(1, Body()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        Number,
        typeof AdminCouponDto === "undefined" ? Object : AdminCouponDto
    ]),
    _ts_metadata("design:returntype", typeof Promise === "undefined" ? Object : Promise)
], AdminCouponsController.prototype, "update", null);
_ts_decorate([
    Delete(':id'),
    _ts_param(0, CouponId()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        Number
    ]),
    _ts_metadata("design:returntype", Promise)
], AdminCouponsController.prototype, "remove", null);
AdminCouponsController = _ts_decorate([
    Controller('api/admin/coupons'),
    UseGuards(AdminGuard),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof AdminCouponsService === "undefined" ? Object : AdminCouponsService
    ])
], AdminCouponsController);

//# sourceMappingURL=admin-coupons.controller.js.map