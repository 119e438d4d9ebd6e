import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** What the hold-limit guard decided about a hold request, for the statement that takes the hold. */
export interface HoldContext {
  /**
   * The share of the seats or units left that live holds may reach with this hold (HOLD_ALARM_SHARE),
   * a hard cap: 0 only when the alarm is off.
   */
  alarmShare: number;
  /** The client address stored with the hold while LIVE_HOLDS_PER_CLIENT is on, else null. */
  clientKey: string | null;
}

const NO_LIMITS: HoldContext = { alarmShare: 0, clientKey: null };
const CONTEXTS = new WeakMap<FastifyRequest, HoldContext>();

export function setHoldContext(request: FastifyRequest, context: HoldContext): void {
  CONTEXTS.set(request, context);
}

/** The handler's parameter: what holdLimitGuard decided for this request. */
export const HoldLimitsFor = createParamDecorator(
  (_: unknown, context: ExecutionContext): HoldContext =>
    CONTEXTS.get(context.switchToHttp().getRequest<FastifyRequest>()) ?? NO_LIMITS,
);
