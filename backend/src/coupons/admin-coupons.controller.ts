import { Body, Controller, Delete, Get, Param, Post, Put, UseGuards } from '@nestjs/common';
import type { AdminCoupon } from '@robo/domain';
import type { Actor } from '../audit/actor.js';
import { CurrentStaff } from '../audit/actor.decorator.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { RequireRoles } from '../auth/roles.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { ADMIN_COUPON_NOT_FOUND, AdminCouponsService } from './admin-coupons.service.js';
import { AdminCouponDto } from './dto/admin-coupon.dto.js';

const CouponId = () => Param('id', new IdParamPipe(ADMIN_COUPON_NOT_FOUND));

@Controller('api/admin/coupons')
@UseGuards(AdminGuard)
@RequireRoles('owner')
export class AdminCouponsController {
  constructor(private readonly coupons: AdminCouponsService) {}

  @Get()
  list(): Promise<AdminCoupon[]> {
    return this.coupons.list();
  }

  @Post()
  create(@CurrentStaff() actor: Actor, @Body() body: AdminCouponDto): Promise<AdminCoupon> {
    return this.coupons.create(actor, body);
  }

  @Put(':id')
  update(@CurrentStaff() actor: Actor, @CouponId() id: number, @Body() body: AdminCouponDto): Promise<AdminCoupon> {
    return this.coupons.update(actor, id, body);
  }

  @Delete(':id')
  async remove(@CurrentStaff() actor: Actor, @CouponId() id: number): Promise<{ success: true }> {
    await this.coupons.remove(actor, id);
    return { success: true };
  }
}
