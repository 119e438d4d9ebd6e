import { randomInt, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  ACCESS_CODE_CHANNEL,
  ACCESS_CODE_MINUTES,
  ACCESS_CODE_TRIES,
  BOOKING_READS,
  ORDER_READS,
  type Language,
} from '@robo/domain';
import { execute, maybeOne, one } from '../common/sql.js';
import { Settings } from '../config/settings.js';
import { signingKeys } from '../common/purpose-signature.js';
import { Messages } from '../messages/messages.js';
import { bookingMatch, orderMatch, type Contact } from './contact.js';

export type CodeCheck = 'ok' | 'wrong' | 'spent';

/**
 * One-time codes for "find my booking" (README.md): 6 digits, valid 10 minutes, 5 tries, only a
 * hash stored. A code is issued for every request, booked or not, and sent only when the contact
 * has a booking or order, so neither the answer nor the checking tells anyone what was booked.
 */
@Injectable()
export class AccessCodes {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: Settings,
    private readonly messages: Messages,
  ) {}

  /**
   * Issues a code for the contact, sent to that contact only (`ACCESS_CODE_CHANNEL`) and only when
   * it has a paid booking or order.
   */
  async issue(contact: Contact, language: Language): Promise<void> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const booked = await this.booked(contact);
    await this.db.transaction(async (manager) => {
      // A new code replaces the contact's earlier ones.
      await execute(
        manager,
        `UPDATE access_codes SET used_at = now() WHERE contact_kind = $1 AND contact = $2 AND used_at IS NULL`,
        [contact.kind, contact.value],
      );
      const { id } = await one<{ id: string }>(
        manager,
        `INSERT INTO access_codes (contact_kind, contact, code_hash, tries_left, expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5)) RETURNING id::text AS id`,
        [contact.kind, contact.value, this.hash(contact, code), ACCESS_CODE_TRIES, ACCESS_CODE_MINUTES],
      );
      if (!booked) return;
      await this.messages.queue(manager, {
        template: 'access_code',
        eventKey: `access_code:${id}`,
        channels: [ACCESS_CODE_CHANNEL[contact.kind]],
        contact: contact.kind === 'email' ? { email: contact.value } : { phone: contact.value },
        params: { code, minutes: ACCESS_CODE_MINUTES },
        language,
      });
    });
  }

  /** Takes one try of the contact's live code (by conditional update, so racing guesses share its 5 tries). */
  async check(contact: Contact, code: string): Promise<CodeCheck> {
    const live = await maybeOne<{ id: string; codeHash: string }>(
      this.db,
      `UPDATE access_codes SET tries_left = tries_left - 1
       WHERE id = (SELECT id FROM access_codes WHERE contact_kind = $1 AND contact = $2 ORDER BY id DESC LIMIT 1)
         AND used_at IS NULL AND expires_at > now() AND tries_left > 0
       RETURNING id::text AS id, code_hash AS "codeHash"`,
      [contact.kind, contact.value],
    );
    if (!live) return 'spent';
    if (!timingSafeEqual(Buffer.from(live.codeHash, 'hex'), Buffer.from(this.hash(contact, code), 'hex')))
      return 'wrong';
    const used = await execute(this.db, `UPDATE access_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL`, [
      live.id,
    ]);
    return used === 1 ? 'ok' : 'spent';
  }

  /** Whether the contact has a paid (or since refunded) booking or order. */
  private async booked(contact: Contact): Promise<boolean> {
    const found = await maybeOne(
      this.db,
      `SELECT 1 FROM registrations WHERE ${bookingMatch(contact.kind)} AND ${BOOKING_READS.listedToParent.sql()}
       UNION ALL
       SELECT 1 FROM orders WHERE ${orderMatch(contact.kind)} AND ${ORDER_READS.sold.sql()}
       LIMIT 1`,
      [contact.value],
    );
    return found !== undefined;
  }

  private hash(contact: Contact, code: string): string {
    return signingKeys(this.settings).sign('access-code', `${contact.kind}|${contact.value}|${code}`);
  }
}
