import { Injectable } from '@nestjs/common';
import { Settings } from '../config/settings.js';
import { SendWhatsappJob, type NotificationSentListener, type SendWhatsappPayload } from './jobs/send-whatsapp.job.js';

/**
 * WhatsApp messages to customers, delivered from outbox handlers (backend/src/outbox/README.md):
 * through the Cloud API when it is configured, otherwise parked in notification_outbox. One
 * message per dedupe key.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly settings: Settings,
    private readonly job: SendWhatsappJob,
  ) {}

  get providerConfigured(): boolean {
    return !!this.settings.whatsappToken && !!this.settings.whatsappPhoneNumberId;
  }

  /** Sends now; throws when the provider should be asked again later (the outbox retries). */
  deliver(message: SendWhatsappPayload): Promise<void> {
    return this.job.run(message);
  }

  /** Called (in the process that delivered it) once a message has really gone out. */
  onSent(listener: NotificationSentListener): void {
    this.job.listeners.push(listener);
  }
}
