import {
  Inject,
  Injectable,
  mixin,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ABUSE_MESSAGES, HOLDS_BUSY } from '@robo/domain';
import { catchError, from, type Observable } from 'rxjs';
import { clientKey } from '../common/limits/client-key.js';
import { Limits } from '../common/limits/limits.js';
import { AlarmShareReached } from './alarm-share.js';
import type { HoldKind } from './contact-holds.js';
import { refuseTooMany } from './refusals.js';

/**
 * How long a hold the alarm share refused is asked to wait. A place under the share frees only
 * when a live hold is paid, released or expires, which takes minutes, not seconds: a shorter wait
 * only brings back retries the share refuses again. It matches the message's "in a minute".
 */
const HOLDS_BUSY_RETRY_SECONDS = 60;

/**
 * Answers a hold the statement refused at the alarm share (AlarmShareReached) with 429
 * `HOLDS_BUSY` and no challenge: the share is a hard cap that no answer lifts, so the browser's
 * solver must not be set going. No hold was taken, so it does not count against the address.
 */
export function alarmShareInterceptor(kind: HoldKind): Type<NestInterceptor> {
  @Injectable()
  class AlarmShareInterceptor implements NestInterceptor {
    constructor(@Inject(Limits) private readonly limits: Limits) {}

    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
      const reply = context.switchToHttp().getResponse<FastifyReply>();
      const client = clientKey(context.switchToHttp().getRequest<FastifyRequest>().ip);
      return next.handle().pipe(
        catchError((error: unknown) => {
          if (!(error instanceof AlarmShareReached)) throw error;
          return from(
            this.limits.uncount('holds', client).then(() =>
              refuseTooMany(reply, HOLDS_BUSY_RETRY_SECONDS, {
                code: HOLDS_BUSY,
                message: ABUSE_MESSAGES.holdsBusy[kind],
              }),
            ),
          );
        }),
      );
    }
  }
  return mixin(AlarmShareInterceptor);
}
