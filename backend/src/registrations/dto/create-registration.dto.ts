import { applyDecorators } from '@nestjs/common';
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
import {
  BASE_TICKET_PAISE,
  COUPON_CODE_MAX,
  EMAIL_RE,
  MESSAGES,
  paise,
  TEXT_FIELDS,
  type GradeGroup,
  type Paise,
} from '@robo/domain';
import { MaxText, NoControlChars } from '../../common/max-text.js';
import { OptionalGstin } from '../../common/gstin.js';
import { WithChallengeAnswer } from '../../hold-limits/challenge-answer.dto.js';

/** The take-away kit box of a booking form (optional, false unless ticked). */
export const KitChoice = () => applyDecorators(IsOptional(), IsBoolean());
/** The total in paise the client showed the parent, which the server checks against its own price. */
export const ClientTotal = () =>
  applyDecorators(IsInt({ message: MESSAGES.invalidAmount }), Min(0, { message: MESSAGES.invalidAmount }));

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * Who a booking is for and where (spec §5), in form order so the first message is the first field at
 * fault: the part of a booking that a waiting-list entry (backend/src/waitlist) asks for too.
 * Either `phoneNumber` ('91' + mobile) or the form's 10-digit `mobileNumber`; either may come as
 * people paste it, and is stored in E.164. (MinLength and Matches also refuse non-strings.)
 */
export class BookingContactDto extends WithChallengeAnswer {
  @Transform(trim)
  @NoControlChars(TEXT_FIELDS.parentName.label)
  @MaxText('parentName')
  @MinLength(2, { message: MESSAGES.parentNameMin })
  parentName: string;

  @ValidateIf((o: BookingContactDto) => o.phoneNumber !== undefined || o.mobileNumber === undefined)
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

  /** The number the booking is made for (E.164), from whichever variant was sent. */
  get phone(): string {
    return (this.phoneNumber ?? this.mobileNumber)!;
  }
}

/**
 * Body of POST /api/registrations (spec §5): the contact, child and venue (BookingContactDto), then the
 * price, terms (with `mobileNumber`), coupon and GSTIN.
 */
export class CreateRegistrationDto extends BookingContactDto {
  @KitChoice()
  takeawayKit: boolean = false;

  @ClientTotal()
  totalAmount: Paise;

  @IsInt({ message: MESSAGES.invalidOriginalAmount })
  @Min(BASE_TICKET_PAISE, { message: MESSAGES.invalidOriginalAmount })
  originalAmount: Paise;

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
  discountAmount: Paise = paise(0);

  @OptionalGstin()
  buyerGstin?: string;
}
