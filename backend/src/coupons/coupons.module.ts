import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EditionsModule } from '../editions/editions.module.js';
import { AdminCouponsController } from './admin-coupons.controller.js';
import { AdminCouponsService } from './admin-coupons.service.js';
import { CouponsController } from './coupons.controller.js';
import { CouponsService } from './coupons.service.js';
import { CouponUsage } from './entities/coupon-usage.entity.js';
import { Coupon } from './entities/coupon.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Coupon, CouponUsage]), EditionsModule],
  controllers: [CouponsController, AdminCouponsController],
  providers: [CouponsService, AdminCouponsService],
  exports: [CouponsService],
})
export class CouponsModule {}
