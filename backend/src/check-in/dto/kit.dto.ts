import { IsBoolean, IsInt, IsISO8601, IsOptional, IsUUID, Matches, Min } from 'class-validator';
import { CHECK_IN_MESSAGES, DEVICE_ID } from './scan.dto.js';

/** Body of POST /api/admin/check-ins/:bookingId/kit. */
export class KitHandoverDto {
  @IsInt({ message: CHECK_IN_MESSAGES.venue })
  @Min(1, { message: CHECK_IN_MESSAGES.venue })
  venueId: number;

  @Matches(DEVICE_ID, { message: CHECK_IN_MESSAGES.device })
  deviceId: string;

  @IsUUID('all', { message: CHECK_IN_MESSAGES.clientId })
  clientId: string;

  @IsISO8601({ strict: true }, { message: 'handedAt must be an ISO date and time' })
  handedAt: string;

  @IsOptional()
  @IsBoolean()
  offline?: boolean;
}
