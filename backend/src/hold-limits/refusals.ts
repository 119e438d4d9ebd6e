import { HttpException, HttpStatus } from '@nestjs/common';
import type { Challenge } from 'altcha-lib';
import type { FastifyReply } from 'fastify';
import { ABUSE_MESSAGES, CHALLENGE_REQUIRED } from '@robo/domain';

/** 429 with `Retry-After` and `{ code, message, ... }`: how every hold limit refuses. */
export function refuseTooMany(
  reply: FastifyReply,
  retryAfterSeconds: number,
  body: { code: string; message: string; challenge?: Challenge },
): never {
  reply.header('Retry-After', String(retryAfterSeconds));
  throw new HttpException(body, HttpStatus.TOO_MANY_REQUESTS);
}

/** 429 asking for a solved challenge: the browser solves `challenge` and sends the request again. */
export function refuseWithChallenge(reply: FastifyReply, retryAfterSeconds: number, challenge: Challenge): never {
  refuseTooMany(reply, retryAfterSeconds, {
    code: CHALLENGE_REQUIRED,
    message: ABUSE_MESSAGES.challengeRequired,
    challenge,
  });
}
