import { IsString } from 'class-validator';

/** Body of POST /api/registrations/:bookingId/release: the token answered when the booking was created. */
export class ReleaseHoldDto {
  @IsString()
  releaseToken: string;
}
