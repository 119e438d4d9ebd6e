import { Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionUserId } from './admin.guard.js';
import type { AuthUser } from './auth-user.js';
import { NOT_SIGNED_IN } from './admin.guard.js';
import { Settings } from '../config/settings.js';
import { AuthService } from './auth.service.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { LoginThrottleGuard } from './login-throttle.guard.js';
import { endSession, startSession } from './session-actions.js';

/** The username/password login (spec §7 "Authentication"). */
@Controller('api')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly settings: Settings,
  ) {}

  @Post('login')
  @HttpCode(200)
  @UseGuards(LoginThrottleGuard, LocalAuthGuard)
  async login(@Req() request: FastifyRequest & { user: AuthUser }): Promise<{ user: AuthUser }> {
    await startSession(request, request.user);
    return { user: request.user };
  }

  @Post('logout')
  @HttpCode(200)
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ success: true }> {
    await endSession(request, reply, this.settings);
    return { success: true };
  }

  @Get('auth/user')
  async user(@Req() request: FastifyRequest): Promise<AuthUser> {
    const userId = sessionUserId(request);
    const user = userId === undefined ? null : await this.auth.findUser(userId);
    if (!user) throw NOT_SIGNED_IN();
    return user;
  }
}
