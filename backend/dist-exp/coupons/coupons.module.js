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
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminCouponsController } from './admin-coupons.controller.js';
import { AdminCouponsService } from './admin-coupons.service.js';
import { CouponsController } from './coupons.controller.js';
import { CouponsService } from './coupons.service.js';
import { CouponUsage } from './entities/coupon-usage.entity.js';
import { Coupon } from './entities/coupon.entity.js';
export class CouponsModule {
}
CouponsModule = _ts_decorate([
    Module({
        imports: [
            TypeOrmModule.forFeature([
                Coupon,
                CouponUsage
            ])
        ],
        controllers: [
            CouponsController,
            AdminCouponsController
        ],
        providers: [
            CouponsService,
            AdminCouponsService
        ],
        exports: [
            CouponsService
        ]
    })
], CouponsModule);

//# sourceMappingURL=coupons.module.js.map