import { Transform } from 'class-transformer';
import {
  Equals,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { IndianMobile } from '../../common/mobile-number.js';
import { ChildNameField, GradeGroupField, SchoolNameField } from './child-details-fields.js';
import { BASE_TICKET_PAISE, COUPON_CODE_MAX, EMAIL_RE, MESSAGES, TEXT_FIELDS, type GradeGroup } from '@robo/domain';
import { MaxText, NoControlChars } from '../../common/max-text.js';
import { OptionalGstin } from '../../common/gstin.js';
import { WithChallengeAnswer } from '../../hold-limits/challenge-answer.dto.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * Body of POST /api/registrations (spec §5): either `phoneNumber` ('91' + mobile), or the form's
 * variant with a 10-digit `mobileNumber` and `termsAccepted`; either number may come as people
 * paste it, and is stored in E.164. Properties are in form order, so
 * the first message is the first field at fault. (MinLength and Matches also refuse non-strings.)
 */
export class CreateRegistrationDto extends WithChallengeAnswer {
  @Transform(trim)
  @NoControlChars(TEXT_FIELDS.parentName.label)
  @MaxText('parentName')
  @MinLength(2, { message: MESSAGES.parentNameMin })
  parentName: string;

  @ValidateIf((o: CreateRegistrationDto) => o.phoneNumber !== undefined || o.mobileNumber === undefined)
  @IndianMobile(MESSAGES.phoneInvalid)
  phoneNumber?: string;

  @IsOptional()
  @IndianMobile(MESSAGES.mobileInvalid)
  mobileNumber?: string;

  @Transform(trim)
  @MaxText('email')
  @Matches(EMAIL_RE, { message: MESSAGES.emailInvalid })
  email: string;

  @ChildNameField()
  childName: string;

  @GradeGroupField()
  gradeGroup: GradeGroup;

  @SchoolNameField()
  schoolName: string;

  @IsInt({ message: MESSAGES.venueRequired })
  @Min(1, { message: MESSAGES.venueRequired })
  venueId: number;

  @IsOptional()
  @IsBoolean()
  takeawayKit: boolean = false;

  @IsInt({ message: MESSAGES.invalidAmount })
  @Min(0, { message: MESSAGES.invalidAmount })
  totalAmount: number;

  @IsInt({ message: MESSAGES.invalidOriginalAmount })
  @Min(BASE_TICKET_PAISE, { message: MESSAGES.invalidOriginalAmount })
  originalAmount: number;

  @ValidateIf((o: CreateRegistrationDto) => o.mobileNumber !== undefined || o.termsAccepted !== undefined)
  @Equals(true, { message: MESSAGES.termsRequired })
  termsAccepted?: boolean;

  @IsOptional()
  @Transform(trim)
  @IsString({ message: MESSAGES.couponInvalid })
  @MaxLength(COUPON_CODE_MAX, { message: MESSAGES.couponCodeTooLong })
  couponCode?: string | null;

  @IsOptional()
  @IsInt({ message: MESSAGES.invalidAmount })
  @Min(0, { message: MESSAGES.invalidAmount })
  discountAmount: number = 0;

  @OptionalGstin()
  buyerGstin?: string;

  /** The number the booking is made for (E.164), from whichever variant was sent. */
  get phone(): string {
    return (this.phoneNumber ?? this.mobileNumber)!;
  }
}
