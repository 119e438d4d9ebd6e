import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { staffActor } from './actor.js';

/** The signed-in staff member as an Actor, for routes under AdminGuard. */
export const CurrentStaff = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  staffActor(context.switchToHttp().getRequest<FastifyRequest>()),
);
