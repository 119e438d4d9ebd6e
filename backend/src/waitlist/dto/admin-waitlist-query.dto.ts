import { Type } from 'class-transformer';
import { IsInt, Min } from 'class-validator';
import { MESSAGES } from '@robo/domain';

/** `GET /api/admin/waitlist?venueId=`: one venue's list. */
export class AdminWaitlistQueryDto {
  @Type(() => Number)
  @IsInt({ message: MESSAGES.venueRequired })
  @Min(1, { message: MESSAGES.venueRequired })
  venueId: number;
}
