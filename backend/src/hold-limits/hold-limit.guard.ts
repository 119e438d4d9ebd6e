import {
  applyDecorators,
  Inject,
  Injectable,
  mixin,
  UseGuards,
  UseInterceptors,
  type CanActivate,
  type ExecutionContext,
  type Type,
} from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ABUSE_MESSAGES,
  ALTCHA_FIELD,
  CLIENT_HOLDS_REACHED,
  CONTACT_HOLDS_REACHED,
  HOLDS_CEILING_REACHED,
} from '@robo/domain';
import { clientKey } from '../common/limits/client-key.js';
import { HOLDS_CEILING_FACTOR } from '../common/limits/limit-rules.js';
import { Limits } from '../common/limits/limits.js';
import { Settings } from '../config/settings.js';
import { alarmShareInterceptor } from './alarm-share.interceptor.js';
import { refuseTooMany, refuseWithChallenge, type HoldRefusal } from './refusals.js';
import { Challenges } from './challenges.js';
import { ClientHolds, clientLockKey } from './client-holds.js';
import { ContactHolds, contactLockKeys, type Contact, type HoldKind } from './contact-holds.js';
import { HoardingAlarms } from './hoarding-alarms.js';
import { setHoldContext } from './hold-context.js';
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

/** When a challenge is asked because of an alarm rather than the client's count: try again at once, solved. */
const ALARM_RETRY_SECONDS = 1;
/**
 * A hold request's locks (its contact's, its address's) are held from counting live holds until
 * the response (its hold committed). They run out by themselves after a minute should a request
 * never finish; a request waits for them at most 10 s (the one before it is waiting on the
 * gateway) and is then asked to try again.
 */
const HOLD_LOCKS = { ttlMs: 60_000, waitMs: 10_000 };

/**
 * Guards the routes that open a hold (a booking's seat, an order's stock), in stages per client
 * address and 10 minutes, bookings and orders together: HOLDS_PER_CLIENT holds go through; each of
 * as many again needs a solved ALTCHA challenge in the request's `altcha` field, harder for every
 * hold (carrier NAT puts many parents behind one address, so they are asked to prove they are a
 * browser, not refused); beyond that, 429 with no challenge until the window ends. While the venue
 * or product has a hoarding alarm a challenge is needed too, as a cheap first filter (this cached
 * check also spares a gateway order); a solved one does not lift the share: the hold statement
 * applies it to every hold (HoldContext.alarmShare) and refuses with HOLDS_BUSY. Then at most
 * LIVE_HOLDS_PER_CLIENT live holds per address and HOLDS_PER_CONTACT per phone and per e-mail,
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
      @Inject(ClientHolds) private readonly clients: ClientHolds,
      @Inject(retried) private readonly retries: RetriedHolds,
    ) {}

    async canActivate(context: ExecutionContext): Promise<boolean> {
      const http = context.switchToHttp();
      const request = http.getRequest<FastifyRequest>();
      const reply = http.getResponse<FastifyReply>();
      const body = isObject(request.body) ? request.body : {};
      const { target, contact } = READ[kind](body);
      const client = clientKey(request.ip);

      await this.proveBrowser(client, target, body, reply);
      const liveCap = this.settings.liveHoldsPerClient;
      await this.capLiveHolds(contact, liveCap > 0 ? client : null, reply, body);
      setHoldContext(request, {
        alarmShare: this.settings.holdAlarmShare,
        clientKey: liveCap > 0 ? client : null,
      });
      return true;
    }

    /** Counts the hold against the address and asks for a challenge where one is due. */
    private async proveBrowser(
      client: string,
      target: { kind: 'venue' | 'product'; id: string },
      body: Record<string, unknown>,
      reply: FastifyReply,
    ): Promise<void> {
      const limit = this.settings.holdsPerClient;
      const { used, retryAfterSeconds } = await this.limits.count('holds', client);
      if (limit > 0 && used > limit * HOLDS_CEILING_FACTOR)
        refuseTooMany(reply, retryAfterSeconds, { code: HOLDS_CEILING_REACHED, message: ABUSE_MESSAGES.holdsCeiling });
      const level = limit > 0 && used > limit ? used - limit : null;
      const alarm = await this.alarms.raisedFor(target.kind, target.id);
      const answer = body[ALTCHA_FIELD];
      const solved = answer !== undefined && (await this.challenges.redeem(answer, client, level ?? 0));
      if ((level !== null || alarm) && !solved) {
        // Only holds climb the stages: asking for the challenge costs the client nothing.
        await this.limits.uncount('holds', client);
        refuseWithChallenge(
          reply,
          level !== null ? retryAfterSeconds : ALARM_RETRY_SECONDS,
          await this.challenges.issue(client, level ?? 0),
        );
      }
    }

    /**
     * Refuses a hold beyond the address's or the contact's live holds. Race-free: their locks are
     * taken before counting and given back when the response is done (its hold written or refused).
     */
    private async capLiveHolds(
      contact: Contact,
      client: string | null,
      reply: FastifyReply,
      body: Record<string, unknown>,
    ): Promise<void> {
      const contactCap = this.settings.holdsPerContact;
      const caps: LiveHoldsCap[] = [
        ...(contactCap > 0
          ? [
              {
                lockKeys: contactLockKeys(kind, contact),
                refusal: { code: CONTACT_HOLDS_REACHED, message: ABUSE_MESSAGES.contactHolds(contactCap) },
                full: async () => fullAt(await this.contacts.live(kind, contact), contactCap),
              },
            ]
          : []),
        ...(client
          ? [
              {
                lockKeys: [clientLockKey(client)],
                refusal: {
                  code: CLIENT_HOLDS_REACHED,
                  message: ABUSE_MESSAGES.clientHolds(this.settings.liveHoldsPerClient),
                },
                full: async () => fullAt(await this.clients.live(client), this.settings.liveHoldsPerClient),
              },
            ]
          : []),
      ];
      if (caps.length === 0) return;
      const release = await this.limits.locks.acquire(
        caps.flatMap((cap) => cap.lockKeys),
        HOLD_LOCKS,
      );
      if (!release) refuseTooMany(reply, 1, caps[0]!.refusal);
      try {
        for (const cap of caps) {
          const endsInSeconds = await cap.full();
          if (endsInSeconds === null) continue;
          // A retry is handed its live hold back: no new hold, so no cap applies.
          if (await this.isRetry(body)) break;
          refuseTooMany(reply, endsInSeconds, cap.refusal);
        }
      } catch (refusal) {
        await release();
        throw refusal;
      }
      reply.raw.once('close', () => void release());
    }

    /** Asked only at a cap: whether the body (read as its route's DTO would read it) repeats a live hold. */
    private async isRetry(body: Record<string, unknown>): Promise<boolean> {
      const request = plainToInstance(this.retries.request, body);
      if ((await validate(request, { whitelist: true })).length > 0) return false;
      return (await this.retries.live(request)) !== undefined;
    }
  }
  return mixin(HoldLimitGuard);
}

/** The hold-limit guard, and the 429 HOLDS_BUSY when the hold statement finds the alarm share reached. */
export function HoldLimits(kind: HoldKind, retried: Type<RetriedHolds>): MethodDecorator {
  return applyDecorators(UseGuards(holdLimitGuard(kind, retried)), UseInterceptors(alarmShareInterceptor(kind)));
}

/** A cap on live holds: the locks taken while counting, the refusal, and whether it is reached. */
interface LiveHoldsCap {
  lockKeys: string[];
  refusal: HoldRefusal;
  /** When the soonest live hold ends if the cap is reached, else null. */
  full: () => Promise<number | null>;
}

function fullAt(live: { count: number; firstEndsInSeconds: number }, cap: number): number | null {
  return live.count >= cap ? live.firstEndsInSeconds : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
