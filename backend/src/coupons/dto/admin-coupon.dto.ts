import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  Max,
  Min,
  Matches,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import {
  BULK_COUPON_MAX,
  BULK_PREFIX_PATTERN,
  COUPON_CODE_MAX,
  COUPON_CODE_MIN,
  COUPON_KINDS,
  DEFAULT_COUPON_USAGE_LIMIT,
  EDITION_MESSAGES,
  GRADE_GROUPS,
  MESSAGES,
  normalizeCouponCode,
  UNRESTRICTED_COUPON,
  type CouponKind,
  type GradeGroup,
  type Paise,
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

/** An empty scope list means "every", as null does. */
const emptyAsNull = ({ value }: { value: unknown }) => (Array.isArray(value) && value.length === 0 ? null : value);
const upperTrimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;

/** What a coupon takes off and where it applies (README.md): the rule shared by one coupon and a bulk batch. */
export class CouponRuleDto {
  @IsOptional()
  @IsIn(COUPON_KINDS, { message: MESSAGES.invalidInput })
  kind: CouponKind = 'flat';

  /** Paise; only for a flat coupon. */
  @ValidateIf((o: CouponRuleDto) => o.kind !== 'percent')
  @IsInt({ message: MESSAGES.discountMin })
  @Min(1, { message: MESSAGES.discountMin })
  discountAmount: Paise;

  @ValidateIf((o: CouponRuleDto) => o.kind === 'percent')
  @IsInt({ message: MESSAGES.percentOffRange })
  @Min(1, { message: MESSAGES.percentOffRange })
  @Max(100, { message: MESSAGES.percentOffRange })
  percentOff: number | null = null;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: MESSAGES.invalidInput })
  validFrom: string | null = UNRESTRICTED_COUPON.validFrom;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: MESSAGES.invalidInput })
  @ValidateBy({
    name: 'windowInOrder',
    validator: {
      validate: (until: unknown, args) => {
        const from = (args?.object as CouponRuleDto | undefined)?.validFrom;
        return typeof until !== 'string' || !from || new Date(from) < new Date(until);
      },
      defaultMessage: () => MESSAGES.couponWindowOrder,
    },
  })
  validUntil: string | null = UNRESTRICTED_COUPON.validUntil;

  @IsOptional()
  @IsInt({ message: EDITION_MESSAGES.notFound })
  editionId: number | null = UNRESTRICTED_COUPON.editionId;

  @IsOptional()
  @Transform(emptyAsNull)
  @ArrayMaxSize(1000, { message: MESSAGES.invalidInput })
  @IsInt({ each: true, message: MESSAGES.invalidInput })
  venueIds: number[] | null = UNRESTRICTED_COUPON.venueIds;

  @IsOptional()
  @Transform(emptyAsNull)
  @IsIn(GRADE_GROUPS, { each: true, message: MESSAGES.gradeGroupInvalid })
  gradeGroups: GradeGroup[] | null = UNRESTRICTED_COUPON.gradeGroups;

  @IsOptional()
  @IsBoolean()
  appliesToTickets: boolean = UNRESTRICTED_COUPON.appliesToTickets;

  @IsOptional()
  @IsBoolean()
  @ValidateBy({
    name: 'appliesToSomething',
    validator: {
      validate: (kits: unknown, args) =>
        kits !== false || (args?.object as CouponRuleDto | undefined)?.appliesToTickets !== false,
      defaultMessage: () => MESSAGES.couponAppliesToNothing,
    },
  })
  appliesToKits: boolean = UNRESTRICTED_COUPON.appliesToKits;

  @IsOptional()
  @IsInt({ message: MESSAGES.perContactLimitMin })
  @Min(1, { message: MESSAGES.perContactLimitMin })
  perContactLimit: number | null = UNRESTRICTED_COUPON.perContactLimit;

  @IsOptional()
  @IsInt({ message: MESSAGES.minAmountNotNegative })
  @Min(0, { message: MESSAGES.minAmountNotNegative })
  minAmountPaise: Paise = UNRESTRICTED_COUPON.minAmountPaise;

  @IsOptional()
  @IsInt({ message: MESSAGES.usageLimitMin })
  @Min(1, { message: MESSAGES.usageLimitMin })
  usageLimit: number = DEFAULT_COUPON_USAGE_LIMIT;

  @IsOptional()
  @IsBoolean()
  isActive: boolean = true;
}

/** Body of POST /api/admin/coupons and PUT /api/admin/coupons/{id}. */
export class AdminCouponDto extends CouponRuleDto {
  @Transform(({ value }) => (typeof value === 'string' ? normalizeCouponCode(value) : value))
  @ValidateBy({
    name: 'couponCode',
    validator: {
      validate: (code) => codeProblem(code) === null,
      defaultMessage: (args) => codeProblem(args?.value) ?? '',
    },
  })
  code: string;
}

/** Body of POST /api/admin/coupons/bulk: `count` codes starting with `prefix`, each with the rule. */
export class BulkCouponsDto extends CouponRuleDto {
  @Transform(upperTrimmed)
  @Matches(BULK_PREFIX_PATTERN, { message: MESSAGES.bulkPrefixInvalid })
  prefix: string;

  @IsInt({ message: MESSAGES.bulkCountRange })
  @Min(1, { message: MESSAGES.bulkCountRange })
  @Max(BULK_COUPON_MAX, { message: MESSAGES.bulkCountRange })
  count: number;
}

/** GET /api/admin/coupons?prefix=: only codes starting with it. */
export class AdminCouponsQueryDto {
  @IsOptional()
  @Transform(upperTrimmed)
  @Matches(/^[A-Z0-9-]{1,20}$/, { message: MESSAGES.invalidInput })
  prefix?: string;
}
