import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { signingKeys } from '../common/purpose-signature.js';
import { Settings } from '../config/settings.js';
import type { Rendering } from './message-renderer.js';
import type { TemplateName } from './templates/catalogue.js';

/** What is stored, and shown to staff, in place of a one-time code. */
export const SECRET_MASK = '••••••';

/** The param of a template that only its recipient may read (README.md, "One-time codes"). */
const SECRET_PARAM: Partial<Record<TemplateName, string>> = { access_code: 'code' };

/** Where the sealed secret is kept among the stored params. */
const SEALED = 'sealedSecret';

/**
 * Keeps one-time codes out of the `messages` rows staff can read: the row holds the code masked
 * (so its rendering, stored once and shown in the admin, says `••••••`) and sealed with AES-256-GCM
 * under a key of its own purpose; only what is handed to the provider carries the code.
 */
@Injectable()
export class MessageSecrets {
  constructor(private readonly settings: Settings) {}

  /** The params as stored: the template's secret masked, and sealed for the sending alone. */
  hide(template: TemplateName, params: Record<string, string | number | null>): Record<string, unknown> {
    const name = SECRET_PARAM[template];
    const secret = name === undefined ? undefined : params[name];
    if (name === undefined || typeof secret !== 'string') return params;
    return { ...params, [name]: SECRET_MASK, [SEALED]: this.seal(secret) };
  }

  /** What the provider is sent: the stored rendering with the secret in place of its mask. */
  reveal(rendering: Rendering, params: Record<string, unknown>): Rendering {
    const sealed = params[SEALED];
    if (typeof sealed !== 'string') return rendering;
    const secret = this.open(sealed);
    return JSON.parse(JSON.stringify(rendering).replaceAll(SECRET_MASK, secret)) as Rendering;
  }

  private seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key(), iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
  }

  private open(sealed: string): string {
    const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', this.key(), iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
  }

  private key(): Buffer {
    return signingKeys(this.settings).key('message-secret');
  }
}
