import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import type { DeskRefundLimit } from '@robo/domain';
import type { Actor } from '../audit/actor.js';
import { CurrentStaff } from '../audit/actor.decorator.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { RequireRoles } from '../auth/roles.js';
import { DeskRefundLimitSetting } from './desk-refund-limit-setting.js';
import { DeskRefundLimitDto } from './dto/desk-actions.dto.js';

/** The desk's refund limit: desk staff may read it, only the owner sets it (audited). */
@Controller('api/admin/settings/desk-refund-limit')
@UseGuards(AdminGuard)
export class AdminDeskSettingsController {
  constructor(private readonly limit: DeskRefundLimitSetting) {}

  @Get()
  @RequireRoles('desk')
  get(): Promise<DeskRefundLimit> {
    return this.limit.get();
  }

  @Put()
  @RequireRoles('owner')
  set(@Body() body: DeskRefundLimitDto, @CurrentStaff() actor: Actor): Promise<DeskRefundLimit> {
    return this.limit.set(body.limitPaise, actor);
  }
}
