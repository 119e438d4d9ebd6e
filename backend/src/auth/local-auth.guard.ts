import { BadRequestException, Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@robo/domain';

/** passport-local without passport's sessions; a missing field is a 400 with the form's message. */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override handleRequest<TUser>(err: unknown, user: unknown, info: unknown, context: ExecutionContext, status?: unknown): TUser {
    if (status === 400) {
      // passport-local answers 400 when the username or the password is missing.
      const body = (context.switchToHttp().getRequest<FastifyRequest>().body ?? {}) as { username?: unknown };
      throw new BadRequestException(body.username ? MESSAGES.passwordRequired : MESSAGES.usernameRequired);
    }
    return super.handleRequest(err, user, info, context, status);
  }
}
