import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { execute } from '../common/sql.js';
import { Settings } from '../config/settings.js';
import { signingKeys } from '../common/purpose-signature.js';
import { Messages } from '../messages/messages.js';

/** A WhatsApp reply that means "no more announcements". */
const STOP_WORDS = new Set(['STOP', 'UNSUBSCRIBE']);

/**
 * Contacts who asked for no more announcements (README.md, "Unsubscribing"): by the signed link
 * in every announcement e-mail, or by replying STOP on WhatsApp. Transactional messages still go.
 */
@Injectable()
export class OptOuts implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: Settings,
    private readonly messages: Messages,
  ) {}

  onModuleInit(): void {
    this.messages.onWhatsappText(async (waId, text) => {
      if (STOP_WORDS.has(text.trim().toUpperCase())) await this.record(waId, 'whatsapp_stop');
    });
  }

  /** The one-click link for an e-mail address (RFC 8058: the same URL takes the POST). */
  unsubscribeUrl(address: string): string {
    const query = new URLSearchParams({ address, sig: signingKeys(this.settings).sign('unsubscribe', address) });
    return `${this.settings.publicUrl}/api/unsubscribe?${query.toString()}`;
  }

  validLink(address: unknown, sig: unknown): address is string {
    return typeof address === 'string' && signingKeys(this.settings).verify('unsubscribe', address, sig);
  }

  /** Idempotent: a second unsubscribe changes nothing. */
  async record(address: string, source: 'email_link' | 'whatsapp_stop'): Promise<void> {
    await execute(
      this.db,
      `INSERT INTO announcement_opt_outs (address, source) VALUES ($1, $2) ON CONFLICT (address) DO NOTHING`,
      [address, source],
    );
  }
}
