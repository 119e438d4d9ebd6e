import { Body, Controller, Delete, Get, Param, Post, Put, UseGuards } from '@nestjs/common';
import type { AdminCoupon } from '@robo/domain';
import { AdminGuard } from '../auth/admin.guard.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { ADMIN_COUPON_NOT_FOUND, AdminCouponsService } from './admin-coupons.service.js';
import { AdminCouponDto } from './dto/admin-coupon.dto.js';

const CouponId = () => Param('id', new IdParamPipe(ADMIN_COUPON_NOT_FOUND));

@Controller('api/admin/coupons')
@UseGuards(AdminGuard)
export class AdminCouponsController {
  constructor(private readonly coupons: AdminCouponsService) {}

  @Get()
  list(): Promise<AdminCoupon[]> {
    return this.coupons.list();
  }

  @Post()
  create(@Body() body: AdminCouponDto): Promise<AdminCoupon> {
    return this.coupons.create(body);
  }

  @Put(':id')
  update(@CouponId() id: number, @Body() body: AdminCouponDto): Promise<AdminCoupon> {
    return this.coupons.update(id, body);
  }

  @Delete(':id')
  async remove(@CouponId() id: number): Promise<{ success: true }> {
    await this.coupons.remove(id);
    return { success: true };
  }
}
