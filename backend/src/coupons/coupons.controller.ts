import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ABUSE_MESSAGES, type CouponCheck } from '@robo/domain';
import { limitGuard } from '../common/limits/limit.guard.js';
import { EditionsService } from '../editions/editions.service.js';
import { CouponsService } from './coupons.service.js';
import { ValidateCouponDto } from './dto/validate-coupon.dto.js';

@Controller('api')
export class CouponsController {
  constructor(
    private readonly coupons: CouponsService,
    private readonly editions: EditionsService,
  ) {}

  @Post('validate-coupon')
  @HttpCode(200)
  @UseGuards(limitGuard('couponChecks', ABUSE_MESSAGES.tooManyCouponChecks))
  async validate(@Body() body: ValidateCouponDto): Promise<CouponCheck> {
    const { code, phoneNumber, email, ...booking } = body;
    // The venue's edition, for a coupon scoped to one (an unknown venue checks no edition).
    const edition = booking.venueId === undefined ? null : await this.editions.forVenue(booking.venueId);
    return this.coupons.check(code, { ...booking, editionId: edition?.id }, { phone: phoneNumber, email });
  }
}
