import { Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { AdminWaitlistEntry, AdminWaitlistPage } from '@robo/domain';
import type { Actor } from '../audit/actor.js';
import { CurrentStaff } from '../audit/actor.decorator.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { RequireRoles } from '../auth/roles.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { AdminWaitlistService } from './admin-waitlist.service.js';
import { AdminWaitlistQueryDto } from './dto/admin-waitlist-query.dto.js';
import { WAITLIST_ERRORS } from './waitlist.errors.js';

const EntryId = () => Param('id', new IdParamPipe(WAITLIST_ERRORS.entryNotFound));

/** The desk's waiting lists (the owner passes every role check); every change is audited. */
@Controller('api/admin/waitlist')
@UseGuards(AdminGuard)
@RequireRoles('desk')
export class AdminWaitlistController {
  constructor(private readonly waitlist: AdminWaitlistService) {}

  @Get()
  list(@Query() query: AdminWaitlistQueryDto): Promise<AdminWaitlistPage> {
    return this.waitlist.list(query.venueId);
  }

  @Post(':id/move-up')
  @HttpCode(200)
  moveUp(@CurrentStaff() actor: Actor, @EntryId() id: number): Promise<AdminWaitlistEntry> {
    return this.waitlist.moveUp(actor, id);
  }

  @Post(':id/remove')
  @HttpCode(200)
  remove(@CurrentStaff() actor: Actor, @EntryId() id: number): Promise<AdminWaitlistEntry> {
    return this.waitlist.remove(actor, id);
  }

  @Post(':id/offer')
  @HttpCode(200)
  offer(@CurrentStaff() actor: Actor, @EntryId() id: number): Promise<AdminWaitlistEntry> {
    return this.waitlist.offer(actor, id);
  }
}
