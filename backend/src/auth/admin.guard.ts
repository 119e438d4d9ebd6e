import { Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** The signed-in user's id, or undefined; sessions exist only on the session paths. */
export function sessionUserId(request: FastifyRequest): number | undefined {
  const userId = (request.session as { userId?: unknown } | null)?.userId;
  return typeof userId === 'number' ? userId : undefined;
}

/** Every /api/admin/* route except login and status: 401 without an admin session (DESIGN.md 7). */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (sessionUserId(context.switchToHttp().getRequest<FastifyRequest>()) === undefined) {
      throw new UnauthorizedException();
    }
    return true;
  }
}
