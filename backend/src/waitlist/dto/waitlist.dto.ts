import { IsBoolean, IsInt, IsOptional, Min } from 'class-validator';
import { MESSAGES } from '@robo/domain';
import { BookingContactDto } from '../../registrations/dto/create-registration.dto.js';

/** Body of POST /api/waitlist: the booking form's contact, child and venue, validated alike. */
export class JoinWaitlistDto extends BookingContactDto {}

/** Body of POST /api/waitlist/offer/:token/book: the kit choice and the total the parent saw. */
export class ClaimOfferDto {
  @IsOptional()
  @IsBoolean()
  takeawayKit: boolean = false;

  @IsInt({ message: MESSAGES.invalidAmount })
  @Min(0, { message: MESSAGES.invalidAmount })
  totalAmount: number;
}
