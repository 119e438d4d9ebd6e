import { IsIn, IsInt, IsOptional, IsString, Min, ValidateIf } from 'class-validator';
import { MaxText } from '../../common/max-text.js';
import { Trim } from '../../common/trim.js';

/**
 * Body of PUT /api/admin/venues/{id}/deactivate (README.md, "Closing a venue"): nothing for a venue
 * without paid bookings; otherwise what becomes of them: moved to `toVenueId`, or refunded in full.
 */
export class DeactivateVenueDto {
  @IsOptional()
  @IsIn(['transfer', 'refund'], { message: 'bookings must be "transfer" or "refund"' })
  bookings?: 'transfer' | 'refund';

  @ValidateIf((dto: DeactivateVenueDto) => dto.bookings === 'transfer')
  @IsInt({ message: 'toVenueId must name the venue the bookings move to' })
  @Min(1, { message: 'toVenueId must name the venue the bookings move to' })
  toVenueId?: number;

  /** Told to each parent; default "The workshop at <venue> is cancelled." */
  @IsOptional()
  @Trim()
  @IsString()
  @MaxText('staffReason')
  reason?: string;
}
