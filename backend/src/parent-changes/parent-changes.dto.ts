import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Min } from 'class-validator';
import type { GradeGroup } from '@robo/domain';
import { MaxText } from '../common/max-text.js';
import { ChildNameField, GradeGroupField, SchoolNameField } from '../registrations/dto/child-details-fields.js';

/** POST /api/my-booking/bookings/{bookingId}/transfer. */
export class ParentTransferDto {
  @Type(() => Number)
  @IsInt({ message: 'Choose a venue.' })
  @Min(1, { message: 'Choose a venue.' })
  venueId: number;
}

/** POST /api/my-booking/bookings/{bookingId}/details: checked as the booking form checks them. */
export class ChildDetailsDto {
  @ChildNameField()
  childName: string;

  @GradeGroupField()
  gradeGroup: GradeGroup;

  @SchoolNameField()
  schoolName: string;
}

/** POST /api/my-booking/bookings/{bookingId}/cancellation-request: an optional reason. */
export class CancellationRequestDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsOptional()
  @IsString({ message: 'The reason must be text.' })
  @MaxText('staffReason')
  reason?: string;
}
