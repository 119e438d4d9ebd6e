import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { e164Mobile, GRADE_GROUPS, MESSAGES, normalizeCouponCode, type GradeGroup } from '@robo/domain';

/**
 * Body of POST /api/validate-coupon: the code (trimmed and uppercased), and optionally what the
 * form knows of the booking so far, which the coupon is checked against (README.md).
 */
export class ValidateCouponDto {
  @Transform(({ value }) => (typeof value === 'string' ? normalizeCouponCode(value) : value))
  @IsString({ message: MESSAGES.couponCodeEmpty })
  @IsNotEmpty({ message: MESSAGES.couponCodeEmpty })
  code: string;

  @IsOptional()
  @IsInt({ message: MESSAGES.venueRequired })
  venueId?: number;

  @IsOptional()
  @IsIn(GRADE_GROUPS, { message: MESSAGES.gradeGroupInvalid })
  gradeGroup?: GradeGroup;

  @IsOptional()
  @IsBoolean()
  takeawayKit?: boolean;

  /** As typed; a number that is not (yet) a mobile number is not checked against. */
  @IsOptional()
  @IsString()
  @MaxLength(40)
  @Transform(({ value }) => (typeof value === 'string' ? (e164Mobile(value) ?? undefined) : value))
  phoneNumber?: string;

  @IsOptional()
  @IsString()
  @MaxLength(254)
  email?: string;
}
