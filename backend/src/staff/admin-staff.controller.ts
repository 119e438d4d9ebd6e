import { Body, Controller, Get, Param, Post, Put, UseGuards } from '@nestjs/common';
import type { StaffInviteResult, StaffMember } from '@robo/domain';
import type { Actor } from '../audit/actor.js';
import { CurrentStaff } from '../audit/actor.decorator.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { RequireRoles } from '../auth/roles.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { ChangeRoleDto, InviteStaffDto } from './dto/staff.dto.js';
import { STAFF_NOT_FOUND, StaffService } from './staff.service.js';

const StaffId = () => Param('id', new IdParamPipe(STAFF_NOT_FOUND));
type StaffActor = Actor & { kind: 'staff' };

/** /admin/staff: the owner invites people, changes their roles and deactivates them. */
@Controller('api/admin/staff')
@UseGuards(AdminGuard)
@RequireRoles('owner')
export class AdminStaffController {
  constructor(private readonly staff: StaffService) {}

  @Get()
  list(): Promise<StaffMember[]> {
    return this.staff.list();
  }

  @Post()
  invite(@CurrentStaff() actor: StaffActor, @Body() body: InviteStaffDto): Promise<StaffInviteResult> {
    return this.staff.invite(actor, body);
  }

  @Post(':id/invite')
  reinvite(@CurrentStaff() actor: StaffActor, @StaffId() id: number): Promise<StaffInviteResult> {
    return this.staff.reinvite(actor, id);
  }

  @Put(':id/role')
  changeRole(
    @CurrentStaff() actor: StaffActor,
    @StaffId() id: number,
    @Body() body: ChangeRoleDto,
  ): Promise<StaffMember> {
    return this.staff.changeRole(actor, id, body.role);
  }

  @Put(':id/deactivate')
  deactivate(@CurrentStaff() actor: StaffActor, @StaffId() id: number): Promise<StaffMember> {
    return this.staff.deactivate(actor, id);
  }

  @Put(':id/activate')
  activate(@CurrentStaff() actor: StaffActor, @StaffId() id: number): Promise<StaffMember> {
    return this.staff.activate(actor, id);
  }
}
