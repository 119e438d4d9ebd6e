import { IsString } from 'class-validator';

/**
 * Body of the routes that give a pending hold back at once (`POST /api/registrations/:bookingId/release`,
 * `POST /api/store/orders/:orderId/release`) or open its checkout (`.../checkout`): the token
 * answered when the hold was made.
 */
export class ReleaseHoldDto {
  @IsString()
  releaseToken: string;
}
