import type { ErrorCode } from '@robo/domain';
import type { FastifyReply } from 'fastify';
import { answerOf, ERROR_KIND_STATUS, reasons, type DomainError } from './domain-error.js';

/** Reasons any route may answer: the transport, guards, throttling, validation and our own faults. */
export const httpError = reasons({
  BAD_REQUEST: 'invalid',
  VALIDATION: 'invalid',
  BODY_TOO_DEEP: 'invalid',
  REQUEST_ABORTED: 'invalid',
  NOT_SIGNED_IN: 'unauthorized',
  FORBIDDEN: 'forbidden',
  FOREIGN_ORIGIN: 'forbidden',
  NOT_FOUND: 'not_found',
  DUPLICATE: 'conflict',
  PAYLOAD_TOO_LARGE: 'too_large',
  UNSUPPORTED_MEDIA_TYPE: 'unsupported_media_type',
  TOO_MANY_REQUESTS: 'too_many_requests',
  INTERNAL_ERROR: 'internal',
  SERVICE_UNAVAILABLE: 'unavailable',
});

/** The code of an HTTP exception thrown without one (Nest's unknown route, Fastify's body refusals). */
const CODE_FOR_STATUS: ReadonlyMap<number, ErrorCode> = new Map<number, ErrorCode>([
  [ERROR_KIND_STATUS.unauthorized, 'NOT_SIGNED_IN'],
  [ERROR_KIND_STATUS.forbidden, 'FORBIDDEN'],
  [ERROR_KIND_STATUS.not_found, 'NOT_FOUND'],
  [ERROR_KIND_STATUS.too_large, 'PAYLOAD_TOO_LARGE'],
  [ERROR_KIND_STATUS.unsupported_media_type, 'UNSUPPORTED_MEDIA_TYPE'],
  [ERROR_KIND_STATUS.too_many_requests, 'TOO_MANY_REQUESTS'],
]);

export function codeForStatus(status: number): ErrorCode {
  return CODE_FOR_STATUS.get(status) ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
}

/** Answers a refusal from a Fastify hook, which runs before Nest's error filter could. */
export function refuse(reply: FastifyReply, error: DomainError): void {
  const { status, body } = answerOf(error);
  void reply.code(status).send(body);
}
