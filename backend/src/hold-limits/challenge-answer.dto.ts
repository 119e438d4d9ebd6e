import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ALTCHA_PAYLOAD_MAX } from '@robo/domain';

/** A hold request may carry ALTCHA's answer to a challenge (checked by holdLimitGuard, not here). */
export class WithChallengeAnswer {
  @IsOptional()
  @IsString()
  @MaxLength(ALTCHA_PAYLOAD_MAX)
  altcha?: string;
}
