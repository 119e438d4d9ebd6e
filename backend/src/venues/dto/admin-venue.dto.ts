import { IsBoolean, IsInt, IsOptional, Length, Min } from 'class-validator';
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

  @Trim()
  @MaxText('dateTime')
  @Length(1, undefined, { message: MESSAGES.dateTimeRequired })
  dateTime: string;

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
}
