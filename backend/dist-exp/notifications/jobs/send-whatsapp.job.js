function _ts_decorate(decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") {
        r = Reflect.decorate(decorators, target, key, desc);
    } else {
        for(var i = decorators.length - 1; i >= 0; i--){
            if (d = decorators[i]) {
                r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
            }
        }
    }
    return c > 3 && r && Object.defineProperty(target, key, r), r;
}
function _ts_metadata(metadataKey, metadataValue) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") {
        return Reflect.metadata(metadataKey, metadataValue);
    }
}
function _ts_param(paramIndex, decorator) {
    return function(target, key) {
        decorator(target, key, paramIndex);
    };
}
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Settings } from '../../config/settings.js';
export const SEND_WHATSAPP_JOB = 'send-whatsapp';
/** A provider answer that retrying will not fix (bad number, bad token...). */ let PermanentSendError = class PermanentSendError extends Error {
};
export class SendWhatsappJob {
    constructor(settings, db){
        this.settings = settings;
        this.db = db;
        this.logger = new Logger('WhatsApp');
        this.listeners = [];
    }
    async run({ dedupeKey, to, body }) {
        const [row] = await this.db.query(`INSERT INTO notification_outbox (dedupe_key, recipient, body, status) VALUES ($1, $2, $3, 'outbox')
       ON CONFLICT (dedupe_key) DO UPDATE SET dedupe_key = EXCLUDED.dedupe_key
       RETURNING status`, [
            dedupeKey,
            to,
            body
        ]);
        const { whatsappToken: token, whatsappPhoneNumberId: phoneNumberId } = this.settings;
        if (row.status !== 'outbox' || !token || !phoneNumberId) return;
        try {
            const messageId = await this.post(token, phoneNumberId, to, body);
            await this.db.query(`UPDATE notification_outbox SET status = 'sent', provider_message_id = $2, error = NULL, sent_at = now() WHERE dedupe_key = $1`, [
                dedupeKey,
                messageId
            ]);
        } catch (err) {
            if (!(err instanceof PermanentSendError)) throw err; // the queue retries with backoff
            this.logger.warn(`Message ${dedupeKey} refused: ${err.message}`);
            await this.db.query(`UPDATE notification_outbox SET status = 'failed', error = $2 WHERE dedupe_key = $1`, [
                dedupeKey,
                err.message
            ]);
            return;
        }
        for (const listener of this.listeners)await listener(dedupeKey);
    }
    async post(token, phoneNumberId, to, body) {
        const response = await fetch(`${this.settings.whatsappApiUrl}/${phoneNumberId}/messages`, {
            method: 'POST',
            headers: {
                authorization: `Bearer ${token}`,
                'content-type': 'application/json'
            },
            body: JSON.stringify({
                messaging_product: 'whatsapp',
                to,
                type: 'text',
                text: {
                    body
                }
            }),
            signal: AbortSignal.timeout(10_000)
        });
        const answer = await response.json().catch(()=>({}));
        if (response.ok) return answer.messages?.[0]?.id ?? null;
        const reason = `${response.status}: ${answer.error?.message ?? response.statusText}`;
        // Rate limits and provider outages are worth retrying; other 4xx are not.
        if (response.status >= 500 || response.status === 429) throw new Error(reason);
        throw new PermanentSendError(reason);
    }
}
SendWhatsappJob = _ts_decorate([
    Injectable(),
    _ts_param(1, InjectDataSource()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof Settings === "undefined" ? Object : Settings,
        typeof DataSource === "undefined" ? Object : DataSource
    ])
], SendWhatsappJob);

//# sourceMappingURL=send-whatsapp.job.js.map