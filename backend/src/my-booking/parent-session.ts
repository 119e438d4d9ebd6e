import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DataSource } from 'typeorm';
import { MY_BOOKING_MESSAGES } from '@robo/domain';
import { Settings } from '../config/settings.js';
import { signingKeys } from '../common/purpose-signature.js';
import { execute, maybeOne } from '../common/sql.js';
import type { Contact } from './contact.js';
import { myBookingError } from './my-booking.errors.js';

/** How long a parent sees their bookings after entering a code. */
const SESSION_MINUTES = 30;

/**
 * The parent's short-lived access after a correct code (README.md): its own signed cookie holding
 * the contact, an expiry and the contact's session generation, never the admin session.
 * SameSite=Strict, so no other site can send it; HttpOnly; Secure and `__Host-` prefixed in
 * production. Ending all sessions moves the generation on, so every earlier cookie stops working.
 */
@Injectable()
export class ParentSession {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: Settings,
  ) {}

  private get cookieName(): string {
    return this.settings.isProduction ? '__Host-robo.parent' : 'robo.parent';
  }

  async open(reply: FastifyReply, contact: Contact): Promise<void> {
    const expires = Math.floor(Date.now() / 1000) + SESSION_MINUTES * 60;
    const generation = await this.generation(contact);
    const payload = Buffer.from(
      JSON.stringify({ k: contact.kind, v: contact.value, e: expires, g: generation }),
    ).toString('base64url');
    void reply.setCookie(this.cookieName, `${payload}.${this.sign(payload)}`, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: this.settings.isProduction,
      maxAge: SESSION_MINUTES * 60,
    });
  }

  close(reply: FastifyReply): void {
    void reply.clearCookie(this.cookieName, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: this.settings.isProduction,
    });
  }

  /** Ends every session of the contact, on every device: one statement, so racing requests each count. */
  async endAll(contact: Contact): Promise<void> {
    await execute(
      this.db,
      `INSERT INTO parent_session_generations (contact_kind, contact, generation) VALUES ($1, $2, 1)
       ON CONFLICT (contact_kind, contact) DO UPDATE SET generation = parent_session_generations.generation + 1`,
      [contact.kind, contact.value],
    );
  }

  /** The contact whose bookings this request may see, or null (no cookie, a forged one, expired or ended). */
  async contact(request: FastifyRequest): Promise<Contact | null> {
    const value = request.cookies[this.cookieName];
    const [payload, signature] = value?.split('.') ?? [];
    if (!payload || !signingKeys(this.settings).verify('parent-session', payload, signature)) return null;
    const { k, v, e, g } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      k: Contact['kind'];
      v: string;
      e: number;
      /** Absent from cookies opened before sessions could be ended: generation 0. */
      g?: number;
    };
    if (e < Date.now() / 1000 || (k !== 'phone' && k !== 'email')) return null;
    const contact: Contact = { kind: k, value: v };
    return (g ?? 0) === (await this.generation(contact)) ? contact : null;
  }

  /** The signed-in parent's contact; 401 "Your access has ended…" without a live session. */
  async signedIn(request: FastifyRequest): Promise<Contact> {
    const contact = await this.contact(request);
    if (!contact) throw myBookingError.SIGNED_OUT(MY_BOOKING_MESSAGES.signedOut);
    return contact;
  }

  /** The contact's session generation: 0 until its sessions were first ended. */
  private async generation(contact: Contact): Promise<number> {
    const row = await maybeOne<{ generation: number }>(
      this.db,
      `SELECT generation FROM parent_session_generations WHERE contact_kind = $1 AND contact = $2`,
      [contact.kind, contact.value],
    );
    return row?.generation ?? 0;
  }

  private sign(payload: string): string {
    return signingKeys(this.settings).sign('parent-session', payload);
  }
}
