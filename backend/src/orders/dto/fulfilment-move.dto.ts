import { FULFILMENT_MOVE_TARGETS, type FulfilmentMoveRequest, type FulfilmentMoveTarget } from '@robo/domain';
import { IsIn, IsOptional, IsString, IsUrl, MaxLength } from 'class-validator';
import { Trim } from '../../common/trim.js';

export class FulfilmentMoveDto implements FulfilmentMoveRequest {
  @IsIn(FULFILMENT_MOVE_TARGETS, { message: `state must be one of ${FULFILMENT_MOVE_TARGETS.join(', ')}` })
  state: FulfilmentMoveTarget;
  @IsOptional() @Trim() @IsString() @MaxLength(100, { message: 'Courier name is too long' }) courier?: string;
  @IsOptional() @Trim() @IsString() @MaxLength(100, { message: 'Tracking number is too long' }) trackingNumber?: string;
  @IsOptional()
  @Trim()
  @IsUrl({ protocols: ['https', 'http'], require_protocol: true }, { message: 'Tracking link must be a web address' })
  trackingUrl?: string;
}
