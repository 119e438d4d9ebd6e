import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger } from 'pino';
import { stdoutLogDestination } from './batched-log-destination.js';

/** Structured JSON logs (pino) behind Nest's logger interface. */
export class PinoLogger implements LoggerService {
  readonly pino: Logger;

  /** `destination` defaults to stdout, written in batches; tests pass a stream to read the lines back. */
  constructor(level = process.env.LOG_LEVEL ?? 'info', destination: DestinationStream = stdoutLogDestination()) {
    this.pino = pino({ level, base: undefined }, destination);
  }

  log(message: unknown, context?: string) {
    this.pino.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.pino.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.pino.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.pino.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.pino.trace({ context }, String(message));
  }
}
