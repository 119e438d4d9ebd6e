import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, type AdminStatus } from '@robo/domain';
import { AdminGuard, sessionUserId } from './admin.guard.js';
import { authError } from './auth.errors.js';
import { Settings } from '../config/settings.js';
import { AuthService } from './auth.service.js';
import { AdminLoginDto } from './dto/login.dto.js';
import { LoginThrottleGuard } from './login-throttle.guard.js';
import { logLoginAttempt } from './login-log.js';
import { sessionRole } from './roles.js';
import { endSession, startSession } from './session-actions.js';

/** The password-only admin login (spec §2 "Admin login"). */
@Controller('api/admin')
export class AdminAuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly settings: Settings,
  ) {}

  @Post('login')
  @HttpCode(200)
  @UseGuards(LoginThrottleGuard)
  async login(@Body() body: AdminLoginDto, @Req() request: FastifyRequest): Promise<AdminStatus> {
    const admin = await this.auth.validateAdminPassword(body.password);
    logLoginAttempt(request, 'admin', admin !== null);
    if (!admin) throw authError.INVALID_PASSWORD(MESSAGES.invalidPassword);
    await startSession(request, admin);
    return { authenticated: true };
  }

  @Post('logout')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminStatus> {
    await endSession(request, reply, this.settings);
    return { authenticated: false };
  }

  @Get('status')
  status(@Req() request: FastifyRequest): AdminStatus {
    const id = sessionUserId(request);
    const role = sessionRole(request);
    if (id === undefined || role === undefined) return { authenticated: false };
    const { name = 'Admin', email = '' } = request.session;
    return { authenticated: true, staff: { id, name, email, role } };
  }
}
