import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ABUSE_MESSAGES, type CouponCheck } from '@robo/domain';
import { limitGuard } from '../common/limits/limit.guard.js';
import { CouponsService } from './coupons.service.js';
import { ValidateCouponDto } from './dto/validate-coupon.dto.js';

@Controller('api')
export class CouponsController {
  constructor(private readonly coupons: CouponsService) {}

  @Post('validate-coupon')
  @HttpCode(200)
  @UseGuards(limitGuard('couponChecks', ABUSE_MESSAGES.tooManyCouponChecks))
  validate(@Body() body: ValidateCouponDto): Promise<CouponCheck> {
    const { code, phoneNumber, email, ...booking } = body;
    return this.coupons.check(code, booking, { phone: phoneNumber, email });
  }
}
