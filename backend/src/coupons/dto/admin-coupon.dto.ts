import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Min, ValidateBy } from 'class-validator';
import {
  COUPON_CODE_MAX,
  COUPON_CODE_MIN,
  DEFAULT_COUPON_USAGE_LIMIT,
  MESSAGES,
  normalizeCouponCode,
} from '@robo/domain';

/** The one message for what is wrong with a (trimmed, uppercased) code, or null (spec §5 "Coupon admin"). */
function codeProblem(code: unknown): string | null {
  if (code === undefined || code === null) return MESSAGES.couponCodeRequired;
  if (typeof code !== 'string') return MESSAGES.invalidInput;
  if (code.length === 0) return MESSAGES.couponCodeRequired;
  if (code.length < COUPON_CODE_MIN) return MESSAGES.couponCodeMin;
  if (code.length > COUPON_CODE_MAX) return MESSAGES.couponCodeTooLong;
  return null;
}

/** Body of POST /api/admin/coupons and PUT /api/admin/coupons/{id}; the discount is in paise. */
export class AdminCouponDto {
  @Transform(({ value }) => (typeof value === 'string' ? normalizeCouponCode(value) : value))
  @ValidateBy({
    name: 'couponCode',
    validator: {
      validate: (code) => codeProblem(code) === null,
      defaultMessage: (args) => codeProblem(args?.value) ?? '',
    },
  })
  code: string;

  @IsInt({ message: MESSAGES.discountMin })
  @Min(1, { message: MESSAGES.discountMin })
  discountAmount: number;

  @IsOptional()
  @IsInt({ message: MESSAGES.usageLimitMin })
  @Min(1, { message: MESSAGES.usageLimitMin })
  usageLimit: number = DEFAULT_COUPON_USAGE_LIMIT;

  @IsOptional()
  @IsBoolean()
  isActive: boolean = true;
}
