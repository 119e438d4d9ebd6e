import type { Challenge } from 'altcha-lib';
import type { FastifyReply } from 'fastify';
import { ABUSE_MESSAGES, CHALLENGE_REQUIRED } from '@robo/domain';
import { holdLimitError } from './hold-limits.errors.js';

/** A hold limit's refusal: its reason code and the message for people. */
export interface HoldRefusal {
  code: keyof typeof holdLimitError;
  message: string;
}

/** 429 with `Retry-After` and `{ code, message, ... }`: how every hold limit refuses. */
export function refuseTooMany(
  reply: FastifyReply,
  retryAfterSeconds: number,
  refusal: HoldRefusal & { challenge?: Challenge },
): never {
  reply.header('Retry-After', String(retryAfterSeconds));
  const { code, message, ...details } = refusal;
  throw holdLimitError[code](message, details);
}

/** 429 asking for a solved challenge: the browser solves `challenge` and sends the request again. */
export function refuseWithChallenge(reply: FastifyReply, retryAfterSeconds: number, challenge: Challenge): never {
  refuseTooMany(reply, retryAfterSeconds, {
    code: CHALLENGE_REQUIRED,
    message: ABUSE_MESSAGES.challengeRequired,
    challenge,
  });
}
