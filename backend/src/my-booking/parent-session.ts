import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Settings } from '../config/settings.js';
import { signingKeys } from '../common/purpose-signature.js';
import type { Contact } from './contact.js';

/** How long a parent sees their bookings after entering a code. */
const SESSION_MINUTES = 30;

/**
 * The parent's short-lived access after a correct code (README.md): its own signed cookie holding
 * the contact and an expiry, never the admin session. SameSite=Strict, so no other site can send
 * it; HttpOnly; Secure and `__Host-` prefixed in production.
 */
@Injectable()
export class ParentSession {
  constructor(private readonly settings: Settings) {}

  private get cookieName(): string {
    return this.settings.isProduction ? '__Host-robo.parent' : 'robo.parent';
  }

  open(reply: FastifyReply, contact: Contact): void {
    const expires = Math.floor(Date.now() / 1000) + SESSION_MINUTES * 60;
    const payload = Buffer.from(JSON.stringify({ k: contact.kind, v: contact.value, e: expires })).toString(
      'base64url',
    );
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

  /** The contact whose bookings this request may see, or null (no cookie, a forged one, or expired). */
  contact(request: FastifyRequest): Contact | null {
    const value = request.cookies[this.cookieName];
    const [payload, signature] = value?.split('.') ?? [];
    if (!payload || !signingKeys(this.settings).verify('parent-session', payload, signature)) return null;
    const { k, v, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      k: Contact['kind'];
      v: string;
      e: number;
    };
    if (e < Date.now() / 1000 || (k !== 'phone' && k !== 'email')) return null;
    return { kind: k, value: v };
  }

  private sign(payload: string): string {
    return signingKeys(this.settings).sign('parent-session', payload);
  }
}
