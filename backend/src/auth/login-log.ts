import { Logger } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

const logger = new Logger('Auth');

/** One line per login attempt (docs/security.md, Logging): who, from where, and whether it passed. Never the password. */
export function logLoginAttempt(request: FastifyRequest, who: string, succeeded: boolean): void {
  if (succeeded) logger.log(`Login of ${who} from ${request.ip}`);
  else logger.warn(`Failed login for ${who} from ${request.ip}`);
}
