import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, Matches, ValidateIf } from 'class-validator';
import {
  ACCESS_CODE_CHANNELS,
  E164_MOBILE_RE,
  e164Mobile,
  EMAIL_RE,
  MESSAGES,
  MY_BOOKING_MESSAGES,
  type AccessCodeChannel,
} from '@robo/domain';
import { MaxText } from '../common/max-text.js';

const blank = (value: unknown) => typeof value === 'string' && value.trim() === '';

/** The phone number (any common form, kept as E.164) or the e-mail address a parent booked with. */
class ContactDto {
  @Transform(({ value }) =>
    blank(value) ? undefined : typeof value === 'string' ? (e164Mobile(value) ?? value) : value,
  )
  @ValidateIf((o: ContactDto) => o.phone !== undefined || o.email === undefined)
  @IsDefined({ message: MY_BOOKING_MESSAGES.contactRequired })
  @Matches(E164_MOBILE_RE, { message: MESSAGES.phoneInvalid })
  phone?: string;

  @Transform(({ value }) => (blank(value) ? undefined : typeof value === 'string' ? value.trim().toLowerCase() : value))
  @ValidateIf((o: ContactDto) => o.email !== undefined)
  @MaxText('email')
  @Matches(EMAIL_RE, { message: MESSAGES.emailInvalid })
  email?: string;
}

export class AccessCodeRequestDto extends ContactDto {
  /** The code goes to the contact's own channel; a client that names one must name that one. */
  @IsOptional()
  @IsIn(ACCESS_CODE_CHANNELS, { message: 'Choose WhatsApp or e-mail for the code.' })
  channel?: AccessCodeChannel;
}

export class AccessCodeCheckDto extends ContactDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s/g, '') : value))
  @Matches(/^\d{6}$/, { message: MY_BOOKING_MESSAGES.codeFormat })
  code: string;
}

export class ResendDto {
  @IsOptional()
  @Matches(/^[A-Z0-9-]{3,40}$/, { message: 'Unknown booking' })
  bookingId?: string;

  @IsOptional()
  @Matches(/^[A-Z0-9-]{3,40}$/, { message: 'Unknown order' })
  orderId?: string;
}
