import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { DomainError } from '../common/domain-error.js';
import { httpError } from '../common/http.errors.js';
import { ROLES_KEY, sessionRole, type StaffRole } from './roles.js';

/** The refusal of a route that needs a signed-in user (its message is Nest's default, as before). */
export const NOT_SIGNED_IN = (): DomainError => httpError.NOT_SIGNED_IN('Unauthorized');

/** The signed-in user's id, or undefined; sessions exist only on the session paths. */
export function sessionUserId(request: FastifyRequest): number | undefined {
  const userId = (request.session as { userId?: unknown } | null)?.userId;
  return typeof userId === 'number' ? userId : undefined;
}

/**
 * Every /api/admin/* route except login and status: 401 without an admin session (design §7),
 * 403 when the route names roles (RequireRoles) and the signed-in role is not one of them.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const role = sessionRole(request);
    if (role === undefined) throw NOT_SIGNED_IN();
    const allowed = this.reflector.getAllAndOverride<StaffRole[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (allowed && role !== 'owner' && !allowed.includes(role)) {
      throw httpError.FORBIDDEN('Your role does not allow this.');
    }
    return true;
  }
}
