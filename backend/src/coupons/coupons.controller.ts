import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { CouponCheck } from '@robo/domain';
import { CouponsService } from './coupons.service.js';
import { ValidateCouponDto } from './dto/validate-coupon.dto.js';

@Controller('api')
export class CouponsController {
  constructor(private readonly coupons: CouponsService) {}

  @Post('validate-coupon')
  @HttpCode(200)
  validate(@Body() body: ValidateCouponDto): Promise<CouponCheck> {
    return this.coupons.check(body.code);
  }
}
