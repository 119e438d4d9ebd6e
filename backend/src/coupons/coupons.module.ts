import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CouponsController } from './coupons.controller.js';
import { CouponsService } from './coupons.service.js';
import { CouponUsage } from './entities/coupon-usage.entity.js';
import { Coupon } from './entities/coupon.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Coupon, CouponUsage])],
  controllers: [CouponsController],
  providers: [CouponsService],
  exports: [CouponsService],
})
export class CouponsModule {}
