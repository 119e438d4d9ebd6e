import {
  HttpException,
  HttpStatus,
  Injectable,
  type CanActivate,
  type ExecutionContext,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ClientRateLimiter } from '../common/client-rate-limiter.js';
import { Settings } from '../config/settings.js';

export const LOGIN_THROTTLED_MESSAGE = 'Too many login attempts. Please try again in a minute.';

/**
 * LOGIN_RATE_LIMIT login attempts per client per minute, both login forms together; then 429
 * with Retry-After. The client is the IP Fastify reports, which trusts forwarded headers only
 * from the configured proxies, so a forged X-Forwarded-For cannot dodge the limit.
 */
@Injectable()
export class LoginThrottleGuard implements CanActivate, OnApplicationShutdown {
  private readonly limiter: ClientRateLimiter;

  constructor(settings: Settings) {
    this.limiter = new ClientRateLimiter(() => settings.loginRateLimit, 60_000);
  }

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const { allowed, retryAfterSeconds } = this.limiter.hit(http.getRequest<FastifyRequest>().ip);
    if (allowed) return true;
    http.getResponse<FastifyReply>().header('Retry-After', String(retryAfterSeconds));
    throw new HttpException(LOGIN_THROTTLED_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
  }

  onApplicationShutdown(): void {
    this.limiter.close();
  }
}
