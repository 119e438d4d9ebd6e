import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@robo/domain';
import { authError } from './auth.errors.js';
import { logLoginAttempt } from './login-log.js';

/** passport-local without passport's sessions; a missing field is a 400 with the form's message. */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override handleRequest<TUser>(
    err: unknown,
    user: unknown,
    info: unknown,
    context: ExecutionContext,
    status?: unknown,
  ): TUser {
    if (status === 400) {
      // passport-local answers 400 when the username or the password is missing.
      const body = (context.switchToHttp().getRequest<FastifyRequest>().body ?? {}) as { username?: unknown };
      throw authError.CREDENTIALS_REQUIRED(body.username ? MESSAGES.passwordRequired : MESSAGES.usernameRequired);
    }
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const username = (request.body as { username?: unknown }).username;
    logLoginAttempt(request, String(username).slice(0, 254), Boolean(user) && !err);
    return super.handleRequest(err, user, info, context, status);
  }
}
