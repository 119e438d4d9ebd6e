import { HttpException, HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Confirmation requests per client per minute: enough for retries, too few to spam anyone. */
export const WHATSAPP_REQUESTS_PER_MINUTE = 5;
const WINDOW_MS = 60_000;
const MAX_TRACKED_CLIENTS = 10_000;

/**
 * A fixed one-minute window per client address, in this process. (@nestjs/throttler is CommonJS
 * requiring the ESM-only @nestjs/common, which Jest's ESM mode on Node 20 cannot load, so the
 * route could not be tested with it; this guard does the same job in a few lines.)
 */
@Injectable()
export class WhatsappRateLimitGuard implements CanActivate {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const client = http.getRequest<FastifyRequest>().ip;
    const now = Date.now();
    let window = this.windows.get(client);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= MAX_TRACKED_CLIENTS) this.forgetExpired(now);
      window = { count: 0, resetAt: now + WINDOW_MS };
      this.windows.set(client, window);
    }
    window.count += 1;
    if (window.count <= WHATSAPP_REQUESTS_PER_MINUTE) return true;

    http.getResponse<FastifyReply>().header('retry-after', String(Math.ceil((window.resetAt - now) / 1000)));
    throw new HttpException('Too many requests. Please try again in a minute.', HttpStatus.TOO_MANY_REQUESTS);
  }

  private forgetExpired(now: number): void {
    for (const [client, window] of this.windows) if (window.resetAt <= now) this.windows.delete(client);
  }
}
