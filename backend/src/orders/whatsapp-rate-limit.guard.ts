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

/** Confirmation requests per client per minute: enough for retries, too few to spam anyone. */
export const WHATSAPP_REQUESTS_PER_MINUTE = 5;
export const WHATSAPP_THROTTLED_MESSAGE = 'Too many requests. Please try again in a minute.';

/** Limits POST /api/whatsapp/send-confirmation per client; then 429 with Retry-After. */
@Injectable()
export class WhatsappRateLimitGuard implements CanActivate, OnApplicationShutdown {
  private readonly limiter = new ClientRateLimiter(() => WHATSAPP_REQUESTS_PER_MINUTE, 60_000);

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const { allowed, retryAfterSeconds } = this.limiter.hit(http.getRequest<FastifyRequest>().ip);
    if (allowed) return true;
    http.getResponse<FastifyReply>().header('Retry-After', String(retryAfterSeconds));
    throw new HttpException(WHATSAPP_THROTTLED_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
  }

  onApplicationShutdown(): void {
    this.limiter.close();
  }
}
