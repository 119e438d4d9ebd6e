import type { Paise } from '@robo/domain';
import { BookingContactDto, ClientTotal, KitChoice } from '../../registrations/dto/create-registration.dto.js';

/** Body of POST /api/waitlist: the booking form's contact, child and venue, validated alike. */
export class JoinWaitlistDto extends BookingContactDto {}

/** Body of POST /api/waitlist/offer/:token/book: the kit choice and the total the parent saw. */
export class ClaimOfferDto {
  @KitChoice()
  takeawayKit: boolean = false;

  @ClientTotal()
  totalAmount: Paise;
}
