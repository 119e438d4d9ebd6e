import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QueryFailedError } from 'typeorm';
import { isClientAbort } from './client-abort.js';
import { DatabaseOutage } from './database-outage.js';
import { answerOf, DomainError } from './domain-error.js';
import { codeForStatus, httpError } from './http.errors.js';

const GENERIC_MESSAGE = 'Something went wrong. Please try again.';
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a minute.';

/**
 * The one place errors become responses: domain errors and HTTP exceptions keep their
 * message; anything else is logged and answered with a generic 500 (never a stack trace).
 * Every answer has a reason `code`; an HTTP exception thrown without one gets its status's.
 * (Deep links into the SPA never get here: pages/spa-index.ts answers them.)
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');
  private readonly databaseOutage = new DatabaseOutage();

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    if (reply.sent) return;
    const { status, body } = this.toResponse(exception, request);
    if (status === 503) reply.header('Retry-After', '30');
    // A route that declares its own type (a script, a CSV, a PDF) still answers its errors as JSON.
    reply.status(status).type('application/json; charset=utf-8').send(body);
  }

  private toResponse(exception: unknown, request: FastifyRequest): { status: number; body: Record<string, unknown> } {
    if (exception instanceof DomainError) return answerOf(exception);
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const body: Record<string, unknown> =
        typeof response === 'string' ? { message: response } : { ...(response as object) };
      if (Array.isArray(body.message)) {
        body.errors = body.message;
        body.message = body.message[0];
      }
      if (status >= 500) this.logger.error(`${request.method} ${request.url}: ${exception.message}`, exception.stack);
      return { status, body: { ...body, statusCode: status, code: body.code ?? codeForStatus(status) } };
    }
    if (exception instanceof QueryFailedError && (exception.driverError as { code?: string })?.code === '23505') {
      return answerOf(httpError.DUPLICATE('This record already exists.'));
    }
    // Nobody reads this answer; a 500 and a stack trace would make a dropped connection look like our fault.
    if (isClientAbort(exception)) return answerOf(httpError.REQUEST_ABORTED('Request aborted'));
    if (this.databaseOutage.recognise(exception, `${request.method} ${request.routeOptions.url ?? request.url}`)) {
      return answerOf(httpError.SERVICE_UNAVAILABLE(UNAVAILABLE_MESSAGE));
    }
    const err = exception as Error;
    this.logger.error(`${request.method} ${request.url}: ${err?.message}`, err?.stack);
    return answerOf(httpError.INTERNAL_ERROR(GENERIC_MESSAGE));
  }
}
