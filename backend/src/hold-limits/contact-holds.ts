import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { nationalMobile, HOLD_READS } from '@robo/domain';
import type { DataSource } from 'typeorm';
import { one } from '../common/sql.js';

export type HoldKind = 'booking' | 'order';

/** A contact as a hold names it; the phone is compared on its 10-digit national number. */
export interface Contact {
  phone?: string;
  email?: string;
}

/** Where each kind of hold keeps its contact. */
const TABLES: Record<HoldKind, { table: string; phone: string; email: string }> = {
  booking: { table: 'registrations', phone: 'phone_number', email: 'email' },
  order: { table: 'orders', phone: 'customer_phone', email: 'customer_email' },
};

/** The phone's 10 national digits and the lower-cased e-mail, as holds are compared on them. */
function normalised(contact: Contact): { phone: string | null; email: string | null } {
  return {
    phone: contact.phone ? nationalMobile(contact.phone) : null,
    email: contact.email?.trim().toLowerCase() || null,
  };
}

/** The lock names a hold request for this contact takes while it counts and opens its hold. */
export function contactLockKeys(kind: HoldKind, contact: Contact): string[] {
  const { phone, email } = normalised(contact);
  return [phone && `contact-holds:${kind}:phone:${phone}`, email && `contact-holds:${kind}:email:${email}`].filter(
    (key): key is string => Boolean(key),
  );
}

/**
 * Live (pending, unexpired) holds per phone number and per e-mail address: HOLDS_PER_CONTACT
 * caps them so one person's details cannot hoard a sale. The caller holds the contact's locks
 * (contactLockKeys) from this count until its hold is written, so simultaneous requests of one
 * contact are counted one after another.
 */
@Injectable()
export class ContactHolds {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The live holds of the phone or of the e-mail, whichever has more, and when the soonest ends. */
  async live(kind: HoldKind, contact: Contact): Promise<{ count: number; firstEndsInSeconds: number }> {
    const { phone, email } = normalised(contact);
    if (!phone && !email) return { count: 0, firstEndsInSeconds: 0 };
    const { table, phone: phoneColumn, email: emailColumn } = TABLES[kind];
    // Stored phones end in the 10 national digits whichever form they were saved in.
    const row = await one<{ byPhone: number; byEmail: number; firstEndsIn: number | null }>(
      this.db,
      `SELECT (count(*) FILTER (WHERE right(${phoneColumn}, 10) = $1))::int AS "byPhone",
              (count(*) FILTER (WHERE lower(${emailColumn}) = $2))::int AS "byEmail",
              ceil(extract(epoch FROM min(hold_expires_at) - now()))::int AS "firstEndsIn"
       FROM ${table}
       WHERE ${HOLD_READS.live()}
         AND (right(${phoneColumn}, 10) = $1 OR lower(${emailColumn}) = $2)`,
      [phone, email],
    );
    return { count: Math.max(row.byPhone, row.byEmail), firstEndsInSeconds: Math.max(1, row.firstEndsIn ?? 1) };
  }
}
