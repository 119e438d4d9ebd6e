import { Inject, Injectable, mixin, type CanActivate, type ExecutionContext, type Type } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ABUSE_MESSAGES, ALTCHA_FIELD, CHALLENGE_REQUIRED, CONTACT_HOLDS_REACHED } from '@robo/domain';
import { clientKey } from '../common/limits/client-key.js';
import { Limits } from '../common/limits/limits.js';
import { Settings } from '../config/settings.js';
import { Challenges } from './challenges.js';
import { holdLimitError } from './hold-limits.errors.js';
import { ContactHolds, contactLockKeys, type Contact, type HoldKind } from './contact-holds.js';
import { HoardingAlarms } from './hoarding-alarm.js';
import type { RetriedHolds } from './retried-holds.js';

/** How to read a hold request's target and contact from its (not yet validated) JSON body. */
const READ: Record<
  HoldKind,
  (body: Record<string, unknown>) => { target: { kind: 'venue' | 'product'; id: string }; contact: Contact }
> = {
  booking: (body) => ({
    target: { kind: 'venue', id: String(body.venueId) },
    contact: { phone: text(body.phoneNumber) ?? text(body.mobileNumber), email: text(body.email) },
  }),
  order: (body) => ({
    target: { kind: 'product', id: String(body.productId) },
    contact: { phone: text(body.customerPhone), email: text(body.customerEmail) },
  }),
};

/** When a challenge is asked because of an alarm rather than the client's count: try again at once. */
const ALARM_RETRY_SECONDS = 1;
/**
 * A contact's lock is held from counting its holds until the response (its hold committed).
 * It runs out by itself after a minute should a request never finish; a request waits for it at
 * most 10 s (the one before it is waiting on the gateway) and is then asked to try again.
 */
const CONTACT_LOCK = { ttlMs: 60_000, waitMs: 10_000 };

/**
 * Guards the routes that open a hold (a booking's seat, an order's stock). HOLDS_PER_CLIENT holds
 * per client address per 10 minutes, bookings and orders together; beyond that, or while the
 * venue or product has a hoarding alarm, the request needs a solved ALTCHA challenge in its
 * `altcha` field (carrier NAT puts many parents behind one address, so they are asked to prove
 * they are a browser, not refused). Then HOLDS_PER_CONTACT live holds per phone and per e-mail,
 * unless the request repeats one of them (`retried`): that hold is handed back, not a new one.
 */
export function holdLimitGuard(kind: HoldKind, retried: Type<RetriedHolds>): Type<CanActivate> {
  @Injectable()
  class HoldLimitGuard implements CanActivate {
    constructor(
      @Inject(Limits) private readonly limits: Limits,
      @Inject(Settings) private readonly settings: Settings,
      @Inject(Challenges) private readonly challenges: Challenges,
      @Inject(HoardingAlarms) private readonly alarms: HoardingAlarms,
      @Inject(ContactHolds) private readonly contacts: ContactHolds,
      @Inject(retried) private readonly retries: RetriedHolds,
    ) {}

    async canActivate(context: ExecutionContext): Promise<boolean> {
      const http = context.switchToHttp();
      const request = http.getRequest<FastifyRequest>();
      const reply = http.getResponse<FastifyReply>();
      const body = isObject(request.body) ? request.body : {};
      const { target, contact } = READ[kind](body);

      const verdict = await this.limits.consume('holds', clientKey(request.ip));
      const alarm = await this.alarms.raisedFor(target.kind, target.id);
      if ((!verdict.allowed || alarm) && !(await this.challenges.redeem(body[ALTCHA_FIELD]))) {
        reply.header('Retry-After', String(verdict.allowed ? ALARM_RETRY_SECONDS : verdict.retryAfterSeconds));
        throw holdLimitError[CHALLENGE_REQUIRED](ABUSE_MESSAGES.challengeRequired, {
          challenge: await this.challenges.issue(),
        });
      }

      const cap = this.settings.holdsPerContact;
      if (cap > 0) await this.capContact(contact, cap, reply, body);
      return true;
    }

    /**
     * Refuses a contact's hold beyond the cap. Race-free: the contact's locks are taken before
     * counting and given back when the response is done (its hold written or refused).
     */
    private async capContact(
      contact: Contact,
      cap: number,
      reply: FastifyReply,
      body: Record<string, unknown>,
    ): Promise<void> {
      const release = await this.limits.locks.acquire(contactLockKeys(kind, contact), CONTACT_LOCK);
      if (!release) refuseContact(reply, cap, 1);
      try {
        const live = await this.contacts.live(kind, contact);
        if (live.count >= cap && !(await this.isRetry(body))) refuseContact(reply, cap, live.firstEndsInSeconds);
      } catch (refusal) {
        await release();
        throw refusal;
      }
      reply.raw.once('close', () => void release());
    }

    /** Asked only at the cap: whether the body (read as its route's DTO would read it) repeats a live hold. */
    private async isRetry(body: Record<string, unknown>): Promise<boolean> {
      const request = plainToInstance(this.retries.request, body);
      if ((await validate(request, { whitelist: true })).length > 0) return false;
      return (await this.retries.live(request)) !== undefined;
    }
  }
  return mixin(HoldLimitGuard);
}

function refuseContact(reply: FastifyReply, cap: number, retryAfterSeconds: number): never {
  reply.header('Retry-After', String(retryAfterSeconds));
  throw holdLimitError[CONTACT_HOLDS_REACHED](ABUSE_MESSAGES.contactHolds(cap));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
