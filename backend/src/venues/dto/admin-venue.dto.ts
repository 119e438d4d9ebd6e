import { IsBoolean, IsInt, IsOptional, IsString, Length, Min, ValidateIf } from 'class-validator';
import { MESSAGES } from '@robo/domain';
import { MaxText } from '../../common/max-text.js';
import { Trim } from '../../common/trim.js';

/** Body of POST /api/admin/venues and PUT /api/admin/venues/{id} (spec §5 "Venue admin"). */
export class AdminVenueDto {
  @Trim()
  @MaxText('venueName')
  @Length(1, undefined, { message: MESSAGES.venueNameRequired })
  name: string;

  @Trim()
  @MaxText('displayName')
  @Length(1, undefined, { message: MESSAGES.displayNameRequired })
  displayName: string;

  @Trim()
  @MaxText('venueCity')
  @Length(1, undefined, { message: MESSAGES.cityRequired })
  city: string;

  @Trim()
  @MaxText('venueAddress')
  @Length(1, undefined, { message: MESSAGES.addressRequired })
  address: string;

  /**
   * The SPEC's free-text date and time: answered rendered from the times. Read (as venues were
   * written before they had times, 'Sun, 13 Dec 2026 · 10:00 AM – 2:00 PM') only when `startsAt`
   * and `endsAt` are not given.
   */
  @ValidateIf((venue: AdminVenueDto) => !venue.startsAt && !venue.endsAt)
  @Trim()
  @MaxText('dateTime')
  @Length(1, undefined, { message: MESSAGES.dateTimeRequired })
  dateTime?: string;

  /** India time (`2026-12-14T10:00`) or an ISO instant; checked by the service (libs/domain venue-times.ts). */
  @IsOptional() @IsString() startsAt?: string;
  @IsOptional() @IsString() endsAt?: string;
  /** Default: two hours before the start. */
  @IsOptional() @IsString() bookingClosesAt?: string | null;

  /** Default: the edition on sale (a new venue); an existing venue keeps its edition. */
  @IsOptional()
  @IsInt()
  @Min(1)
  editionId?: number;

  @IsInt({ message: MESSAGES.maxSeatsMin })
  @Min(1, { message: MESSAGES.maxSeatsMin })
  maxSeats: number;

  /** Seats already sold elsewhere, for a new venue; on an existing venue bookings own this count. */
  @IsOptional()
  @IsInt({ message: MESSAGES.bookedSeatsMin })
  @Min(0, { message: MESSAGES.bookedSeatsMin })
  bookedSeats: number = 0;

  @IsOptional()
  @IsBoolean()
  isActive: boolean = true;

  /**
   * Staff saw how many paid bookings a new start, end or address reaches and confirmed telling
   * them (without it such a change is 409 `VENUE_CHANGE_UNCONFIRMED` with `paidBookings`).
   */
  @IsOptional()
  @IsBoolean()
  notifyConfirmed?: boolean;
}
