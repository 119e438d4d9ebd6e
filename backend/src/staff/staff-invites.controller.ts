import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { LoginThrottleGuard } from '../auth/login-throttle.guard.js';
import { AcceptInviteDto } from './dto/staff.dto.js';
import { StaffService } from './staff.service.js';

/** The invitation link's page: who it is for, and setting the first password (public, throttled). */
@Controller('api/staff-invites')
@UseGuards(LoginThrottleGuard)
export class StaffInvitesController {
  constructor(private readonly staff: StaffService) {}

  @Get(':token')
  invitation(@Param('token') token: string): Promise<{ name: string; email: string }> {
    return this.staff.invitation(token);
  }

  @Post(':token')
  @HttpCode(200)
  async accept(@Param('token') token: string, @Body() body: AcceptInviteDto): Promise<{ success: true }> {
    await this.staff.acceptInvite(token, body.password);
    return { success: true };
  }
}
