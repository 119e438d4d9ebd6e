import { Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { MESSAGE_NOT_RETRYABLE, type AdminMessageDetail, type AdminMessagesPage } from '@robo/domain';
import { AdminGuard } from '../auth/admin.guard.js';
import { RequireRoles } from '../auth/roles.js';
import type { Actor } from '../audit/actor.js';
import { CurrentStaff } from '../audit/actor.decorator.js';
import { messagesError } from './messages.errors.js';
import { MessageQueryDto } from './message-query.dto.js';
import { MessagesAdmin } from './messages-admin.js';
import { Messages } from './messages.js';

type StaffActor = Actor & { kind: 'staff' };

/** /admin/messages (README.md): desk staff and the owner. */
@Controller('api/admin/messages')
@UseGuards(AdminGuard)
@RequireRoles('desk')
export class MessagesAdminController {
  constructor(
    private readonly admin: MessagesAdmin,
    private readonly messages: Messages,
  ) {}

  @Get()
  list(@CurrentStaff() actor: StaffActor, @Query() query: MessageQueryDto): Promise<AdminMessagesPage> {
    return this.admin.list(query, actor.role);
  }

  @Get(':id')
  detail(@CurrentStaff() actor: StaffActor, @Param('id') id: string): Promise<AdminMessageDetail> {
    return this.admin.detail(id, actor.role);
  }

  /** Sends a failed or held message again (its stored content, to the same recipient). */
  @Post(':id/retry')
  @HttpCode(202)
  async retry(@CurrentStaff() actor: StaffActor, @Param('id') id: string): Promise<AdminMessageDetail> {
    const message = await this.admin.detail(id, actor.role); // 404 for an unknown id
    if (!(await this.messages.retry(actor, message.id)))
      throw messagesError.MESSAGE_NOT_RETRYABLE(MESSAGE_NOT_RETRYABLE);
    return this.admin.detail(id, actor.role);
  }
}
