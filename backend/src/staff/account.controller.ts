import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../audit/actor.js';
import { CurrentStaff } from '../audit/actor.decorator.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { LoginThrottleGuard } from '../auth/login-throttle.guard.js';
import { ChangePasswordDto } from './dto/staff.dto.js';
import { StaffService } from './staff.service.js';

/** The signed-in person's own account, whatever their role. */
@Controller('api/admin/me')
@UseGuards(AdminGuard)
export class AccountController {
  constructor(private readonly staff: StaffService) {}

  /** Throttled like a login: it checks a password. */
  @Post('password')
  @HttpCode(200)
  @UseGuards(LoginThrottleGuard)
  async changePassword(
    @CurrentStaff() actor: Actor & { kind: 'staff' },
    @Req() request: FastifyRequest,
    @Body() body: ChangePasswordDto,
  ): Promise<{ success: true }> {
    await this.staff.changeOwnPassword(actor, request.session.sessionId, body.currentPassword, body.newPassword);
    return { success: true };
  }
}
