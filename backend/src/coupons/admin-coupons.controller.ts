import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { AdminCoupon } from '@robo/domain';
import type { Actor } from '../audit/actor.js';
import { CurrentStaff } from '../audit/actor.decorator.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { RequireRoles } from '../auth/roles.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { ADMIN_COUPON_NOT_FOUND, AdminCouponsService } from './admin-coupons.service.js';
import { sendCsv } from '../common/csv.js';
import { AdminCouponDto, AdminCouponsQueryDto, BulkCouponsDto } from './dto/admin-coupon.dto.js';

const CouponId = () => Param('id', new IdParamPipe(ADMIN_COUPON_NOT_FOUND));

@Controller('api/admin/coupons')
@UseGuards(AdminGuard)
@RequireRoles('owner')
export class AdminCouponsController {
  constructor(private readonly coupons: AdminCouponsService) {}

  @Get()
  list(@Query() query: AdminCouponsQueryDto): Promise<AdminCoupon[]> {
    return this.coupons.list(query.prefix);
  }

  /** The new codes as a CSV download (for schools and partners); the batch is audited as it is made. */
  @Post('bulk')
  async createBulk(
    @CurrentStaff() actor: Actor,
    @Body() body: BulkCouponsDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const codes = await this.coupons.createBulk(actor, body);
    sendCsv(reply.status(201), `coupons-${body.prefix}.csv`, codes);
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
