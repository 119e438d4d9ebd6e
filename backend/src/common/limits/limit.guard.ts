import { Inject, Injectable, mixin, type CanActivate, type ExecutionContext, type Type } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from '../http.errors.js';
import { clientKey } from './client-key.js';
import type { LimitName } from './limit-rules.js';
import { Limits } from './limits.js';

/**
 * A guard class counting each request against the shared limit `name` per client address, then
 * answering 429 with Retry-After and `message`. Routes using the same name share one count.
 */
export function limitGuard(name: LimitName, message: string): Type<CanActivate> {
  @Injectable()
  class LimitGuard implements CanActivate {
    constructor(@Inject(Limits) private readonly limits: Limits) {}

    async canActivate(context: ExecutionContext): Promise<boolean> {
      const http = context.switchToHttp();
      const verdict = await this.limits.consume(name, clientKey(http.getRequest<FastifyRequest>().ip));
      if (verdict.allowed) return true;
      http.getResponse<FastifyReply>().header('Retry-After', String(verdict.retryAfterSeconds));
      throw httpError.TOO_MANY_REQUESTS(message);
    }
  }
  return mixin(LimitGuard);
}
