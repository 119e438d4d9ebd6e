import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, from, type Observable } from 'rxjs';
import { clientKey } from '../common/limits/client-key.js';
import { AlarmShareReached } from './alarm-share.js';
import { Challenges } from './challenges.js';
import { refuseWithChallenge } from './refusals.js';

/** Answers a hold refused by the alarm share (AlarmShareReached) with a challenge, to try again at once. */
@Injectable()
export class AlarmShareInterceptor implements NestInterceptor {
  constructor(private readonly challenges: Challenges) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const client = clientKey(context.switchToHttp().getRequest<FastifyRequest>().ip);
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (!(error instanceof AlarmShareReached)) throw error;
        return from(this.challenges.issue(client).then((challenge) => refuseWithChallenge(reply, 1, challenge)));
      }),
    );
  }
}
