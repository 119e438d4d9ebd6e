import {
  Inject,
  Injectable,
  NotFoundException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ABUSE_MESSAGES } from '@robo/domain';
import { catchError, from, mergeMap, type Observable } from 'rxjs';
import { DomainError } from '../domain-error.js';
import { httpError } from '../http.errors.js';
import { clientKey } from './client-key.js';
import { Limits } from './limits.js';

function isNotFound(err: unknown): boolean {
  return (err instanceof DomainError && err.kind === 'not_found') || err instanceof NotFoundException;
}

/**
 * For lookups by an id someone could guess (a booking, an order, a QR image): each answer that
 * finds nothing counts against LOOKUP_MISSES_PER_CLIENT for the asking address, and an address
 * that used them up gets 429 until its minute is over, even for ids that exist. Owners asking
 * from elsewhere are not affected. Answers are personal, so none may be stored by a cache.
 */
@Injectable()
export class LookupMissesInterceptor implements NestInterceptor {
  constructor(@Inject(Limits) private readonly limits: Limits) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const client = clientKey(http.getRequest<FastifyRequest>().ip);
    const reply = http.getResponse<FastifyReply>();
    reply.header('Cache-Control', 'no-store');
    return from(this.limits.check('lookupMisses', client)).pipe(
      mergeMap((verdict) => {
        if (!verdict.allowed) {
          reply.header('Retry-After', String(verdict.retryAfterSeconds));
          throw httpError.TOO_MANY_REQUESTS(ABUSE_MESSAGES.tooManyLookups);
        }
        return next.handle().pipe(
          catchError(async (err: unknown) => {
            if (isNotFound(err)) await this.limits.consume('lookupMisses', client);
            throw err;
          }),
        );
      }),
    );
  }
}
