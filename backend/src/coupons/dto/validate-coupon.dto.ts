import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString } from 'class-validator';
import { MESSAGES, normalizeCouponCode } from '@robo/domain';

/** Body of POST /api/validate-coupon; the code is trimmed and uppercased. */
export class ValidateCouponDto {
  @Transform(({ value }) => (typeof value === 'string' ? normalizeCouponCode(value) : value))
  @IsString({ message: MESSAGES.couponCodeEmpty })
  @IsNotEmpty({ message: MESSAGES.couponCodeEmpty })
  code: string;
}
