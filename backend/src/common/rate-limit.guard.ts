import {
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  mixin,
  type CanActivate,
  type ExecutionContext,
  type OnApplicationShutdown,
  type Type,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Settings } from '../config/settings.js';
import { ClientRateLimiter } from './client-rate-limiter.js';

export interface RateLimitOptions {
  /** Requests allowed per client per minute (read on every request, so settings can set it). */
  perMinute: (settings: Settings) => number;
  /** The 429 answer's message. */
  message: string;
}

/**
 * A guard class allowing `perMinute` requests per client, then 429 with Retry-After. The client
 * is the IP Fastify reports, which trusts forwarded headers only from the configured proxies, so
 * a forged X-Forwarded-For cannot dodge the limit. Routes sharing one returned class share a count.
 */
export function rateLimitGuard({ perMinute, message }: RateLimitOptions): Type<CanActivate> {
  @Injectable()
  class RateLimitGuard implements CanActivate, OnApplicationShutdown {
    private readonly limiter: ClientRateLimiter;
    private readonly logger = new Logger('Limits');

    constructor(@Inject(Settings) settings: Settings) {
      this.limiter = new ClientRateLimiter(() => perMinute(settings), 60_000);
    }

    canActivate(context: ExecutionContext): boolean {
      const http = context.switchToHttp();
      const request = http.getRequest<FastifyRequest>();
      const { allowed, retryAfterSeconds } = this.limiter.hit(request.ip);
      if (allowed) return true;
      this.logger.warn(`Limit hit: ${request.method} ${request.routeOptions.url} from ${request.ip}`);
      http.getResponse<FastifyReply>().header('Retry-After', String(retryAfterSeconds));
      throw new HttpException(message, HttpStatus.TOO_MANY_REQUESTS);
    }

    onApplicationShutdown(): void {
      this.limiter.close();
    }
  }
  return mixin(RateLimitGuard);
}
