import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import type { DeskRefundLimit, ParentChangePolicy } from '@robo/domain';
import type { Actor } from '../audit/actor.js';
import { CurrentStaff } from '../audit/actor.decorator.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { RequireRoles } from '../auth/roles.js';
import { DeskRefundLimitSetting } from './desk-refund-limit-setting.js';
import { DeskRefundLimitDto, ParentChangePolicyDto } from './dto/desk-actions.dto.js';
import { ParentChangePolicySetting } from './parent-change-policy-setting.js';

/** The desk's owner settings: desk staff may read them, only the owner sets them (audited). */
@Controller('api/admin/settings')
@UseGuards(AdminGuard)
export class AdminDeskSettingsController {
  constructor(
    private readonly limit: DeskRefundLimitSetting,
    private readonly parentChanges: ParentChangePolicySetting,
  ) {}

  @Get('desk-refund-limit')
  @RequireRoles('desk')
  get(): Promise<DeskRefundLimit> {
    return this.limit.get();
  }

  @Put('desk-refund-limit')
  @RequireRoles('owner')
  set(@Body() body: DeskRefundLimitDto, @CurrentStaff() actor: Actor): Promise<DeskRefundLimit> {
    return this.limit.set(body.limitPaise, actor);
  }

  @Get('parent-changes')
  @RequireRoles('desk')
  getParentChanges(): Promise<ParentChangePolicy> {
    return this.parentChanges.get();
  }

  @Put('parent-changes')
  @RequireRoles('owner')
  setParentChanges(@Body() body: ParentChangePolicyDto, @CurrentStaff() actor: Actor): Promise<ParentChangePolicy> {
    return this.parentChanges.set(
      { enabled: body.enabled, cutoffHours: body.cutoffHours, refundOnCancel: body.refundOnCancel },
      actor,
    );
  }
}
