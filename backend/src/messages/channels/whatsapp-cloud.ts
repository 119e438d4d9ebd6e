import { Injectable } from '@nestjs/common';
import { Settings } from '../../config/settings.js';
import { ChannelNotConfigured, PermanentSendError } from './send-errors.js';

/** A Cloud API `/messages` request body, stored on the message as sent (README.md: WhatsApp). */
export type WhatsappRequest =
  | { messaging_product: 'whatsapp'; to: string; type: 'text'; text: { body: string; preview_url: boolean } }
  | {
      messaging_product: 'whatsapp';
      to: string;
      type: 'template';
      template: { name: string; language: { code: string }; components: WhatsappComponent[] };
    };

export type WhatsappComponent =
  | {
      type: 'header';
      parameters: Array<
        { type: 'image'; image: { link: string } } | { type: 'document'; document: { link: string; filename: string } }
      >;
    }
  | { type: 'body'; parameters: Array<{ type: 'text'; text: string }> }
  | { type: 'button'; sub_type: 'url'; index: string; parameters: Array<{ type: 'text'; text: string }> };

/** The WhatsApp Cloud API's `POST /<phone-number-id>/messages`, answering the provider's message id. */
@Injectable()
export class WhatsappCloud {
  constructor(private readonly settings: Settings) {}

  get configured(): boolean {
    return !!this.settings.whatsappToken && !!this.settings.whatsappPhoneNumberId;
  }

  async send(request: WhatsappRequest): Promise<string | null> {
    const { whatsappToken: token, whatsappPhoneNumberId: phoneNumberId } = this.settings;
    if (!token || !phoneNumberId)
      throw new ChannelNotConfigured('No WhatsApp Cloud API configured (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID)');
    const response = await fetch(`${this.settings.whatsappApiUrl}/${phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json().catch(() => ({}))) as {
      messages?: Array<{ id?: string }>;
      error?: { message?: string };
    };
    if (response.ok) return answer.messages?.[0]?.id ?? null;
    const reason = `${response.status}: ${answer.error?.message ?? response.statusText}`;
    // Rate limits and provider outages are worth retrying; other 4xx are not.
    if (response.status >= 500 || response.status === 429) throw new Error(reason);
    throw new PermanentSendError(reason);
  }
}
