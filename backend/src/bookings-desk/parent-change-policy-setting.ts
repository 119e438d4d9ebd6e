import { Injectable } from '@nestjs/common';
import {
  DEFAULT_PARENT_CHANGE_POLICY,
  PARENT_CHANGE_MESSAGES,
  type ChangesClosedReason,
  type ParentChangePolicy,
} from '@robo/domain';
import type { EntityManager } from 'typeorm';
import type { Actor } from '../audit/actor.js';
import { OwnerSettings } from './owner-settings.js';

const SETTING = 'parent_change_policy';

/**
 * The owner's policy for changes parents make themselves from /my-booking (README.md, "Changes by
 * the parent"): on or off, a cut-off in hours before the venue's start, and whether an approved
 * cancellation is refunded. Kept in `owner_settings` like the desk's refund limit.
 */
@Injectable()
export class ParentChangePolicySetting {
  constructor(private readonly ownerSettings: OwnerSettings) {}

  async get(manager?: EntityManager): Promise<ParentChangePolicy> {
    const stored = await this.ownerSettings.get<Partial<ParentChangePolicy>>(SETTING, {}, manager);
    return { ...DEFAULT_PARENT_CHANGE_POLICY, ...stored };
  }

  async set(policy: ParentChangePolicy, actor: Actor): Promise<ParentChangePolicy> {
    await this.ownerSettings.set(SETTING, policy, { before: await this.get(), after: policy }, actor);
    return policy;
  }
}

/** Why a parent may not change a booking at a venue starting at `startsAt` now, or null when they may. */
export function changesClosedReason(
  policy: ParentChangePolicy,
  startsAt: Date | null,
  now = new Date(),
): ChangesClosedReason | null {
  if (!policy.enabled) return 'disabled';
  if (!startsAt) return 'noStart';
  if (startsAt.getTime() - now.getTime() < policy.cutoffHours * 3_600_000) return 'tooLate';
  return null;
}

/** The same, as the parent reads it (PARENT_CHANGE_MESSAGES). */
export function changesClosedBecause(
  policy: ParentChangePolicy,
  startsAt: Date | null,
  now = new Date(),
): string | null {
  const reason = changesClosedReason(policy, startsAt, now);
  if (reason === 'tooLate') return PARENT_CHANGE_MESSAGES.tooLate(policy.cutoffHours);
  return reason && PARENT_CHANGE_MESSAGES[reason];
}
