import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { execute } from '../common/sql.js';

/** The parts of a Cloud API webhook delivery we read (`entry[].changes[].value`). */
export interface WhatsappWebhookBody {
  object?: string;
  entry?: Array<{ changes?: Array<{ field?: string; value?: WhatsappChangeValue }> }>;
}

interface WhatsappChangeValue {
  statuses?: Array<{
    id?: string;
    status?: string;
    timestamp?: string;
    errors?: Array<{ code?: number; title?: string; message?: string }>;
  }>;
  messages?: Array<{ from?: string; timestamp?: string; text?: { body?: string } }>;
}

/** Told the number (wa_id) and the words of each inbound text message. */
export type WhatsappTextListener = (waId: string, text: string) => Promise<void> | void;

const STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
type ReportedStatus = (typeof STATUSES)[number];

/**
 * Records the Cloud API's reports (README.md here): delivery statuses against the message with that
 * provider id, and when each number last wrote to us (its 24-hour window for free text).
 * A report never moves a message backwards (a late `sent` after `read` changes nothing); `failed`
 * fails the message so staff can see and retry it.
 */
@Injectable()
export class WhatsappReports {
  readonly textListeners: WhatsappTextListener[] = [];

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async record(body: WhatsappWebhookBody): Promise<void> {
    for (const change of (body.entry ?? []).flatMap((entry) => entry.changes ?? [])) {
      if (change.field !== 'messages' || !change.value) continue;
      for (const status of change.value.statuses ?? []) {
        if (!status.id || !STATUSES.includes(status.status as ReportedStatus)) continue;
        await this.status(
          status.id,
          status.status as ReportedStatus,
          seconds(status.timestamp),
          describe(status.errors),
        );
      }
      for (const inbound of change.value.messages ?? []) {
        if (!inbound.from || !/^\d{8,15}$/.test(inbound.from)) continue;
        await execute(
          this.db,
          `INSERT INTO whatsapp_windows (wa_id, last_inbound_at) VALUES ($1, to_timestamp($2))
           ON CONFLICT (wa_id) DO UPDATE SET last_inbound_at = GREATEST(whatsapp_windows.last_inbound_at, EXCLUDED.last_inbound_at)`,
          [inbound.from, seconds(inbound.timestamp)],
        );
        const text = inbound.text?.body;
        if (text) for (const listener of this.textListeners) await listener(inbound.from, text);
      }
    }
  }

  private async status(providerId: string, status: ReportedStatus, at: number, error: string | null): Promise<void> {
    const rank = STATUSES.indexOf(status);
    await execute(
      this.db,
      `UPDATE messages SET delivery_status = $2, delivery_status_at = to_timestamp($3),
         state = CASE WHEN $2 = 'failed' THEN 'failed' ELSE state END,
         last_error = CASE WHEN $2 = 'failed' THEN $5 ELSE last_error END
       WHERE provider_id = $1 AND state IN ('sent', 'failed')
         AND (delivery_status IS NULL OR array_position(ARRAY['sent', 'delivered', 'read', 'failed'], delivery_status) < $4 + 1
              OR ($2 = 'failed' AND delivery_status <> 'read'))`,
      [providerId, status, at, rank, error ?? 'WhatsApp reported the message undeliverable'],
    );
  }
}

function seconds(timestamp: string | undefined): number {
  const value = Number(timestamp);
  return Number.isFinite(value) && value > 0 ? value : Date.now() / 1000;
}

function describe(errors: Array<{ code?: number; title?: string; message?: string }> | undefined): string | null {
  const first = errors?.[0];
  return first ? `${first.code ?? ''} ${first.title ?? first.message ?? ''}`.trim() : null;
}
