import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  MESSAGE_CHANNELS,
  MESSAGE_STATES,
  MESSAGE_TEMPLATES,
  type MessageChannel,
  type MessageState,
  type MessageTemplate,
} from '@robo/domain';
import { IsSort, PageQueryDto } from '../common/paging.js';

export const MESSAGE_SORTS = ['createdAt', 'sentAt', 'attempts'] as const;

/** GET /api/admin/messages filters. */
export class MessageQueryDto extends PageQueryDto {
  /** A recipient (e-mail or number), booking or order id, or event key: matched from its start. */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;

  @IsOptional()
  @IsIn(MESSAGE_STATES, { message: `state must be one of ${MESSAGE_STATES.join(', ')}` })
  state?: MessageState;

  @IsOptional()
  @IsIn(MESSAGE_CHANNELS, { message: `channel must be one of ${MESSAGE_CHANNELS.join(', ')}` })
  channel?: MessageChannel;

  @IsOptional()
  @IsIn(MESSAGE_TEMPLATES, { message: 'template must be one of the message templates' })
  template?: MessageTemplate;

  @IsOptional()
  @IsSort(MESSAGE_SORTS)
  declare sort?: string;
}
