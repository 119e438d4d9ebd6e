import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Settings } from '../config/settings.js';
import { JobQueue } from '../jobs/job-queue.js';
import {
  SEND_WHATSAPP_JOB,
  SendWhatsappJob,
  type NotificationSentListener,
  type SendWhatsappPayload,
} from './jobs/send-whatsapp.job.js';

/**
 * WhatsApp messages to customers. `send` only enqueues: the job delivers through the Cloud API
 * when it is configured, otherwise parks the message in the outbox. One message per dedupe key.
 */
@Injectable()
export class NotificationsService implements OnModuleInit {
  constructor(
    private readonly settings: Settings,
    private readonly jobs: JobQueue,
    private readonly job: SendWhatsappJob,
  ) {}

  onModuleInit(): void {
    this.jobs.register<SendWhatsappPayload>('notifications', SEND_WHATSAPP_JOB, (data) => this.job.run(data));
  }

  get providerConfigured(): boolean {
    return !!this.settings.whatsappToken && !!this.settings.whatsappPhoneNumberId;
  }

  async send(message: SendWhatsappPayload): Promise<void> {
    // BullMQ job ids may not contain ':'.
    const jobId = `whatsapp-${message.dedupeKey.replace(/:/g, '-')}`;
    await this.jobs.add('notifications', SEND_WHATSAPP_JOB, message, { jobId });
  }

  /** Called (in the process that ran the job) once a message has really gone out. */
  onSent(listener: NotificationSentListener): void {
    this.job.listeners.push(listener);
  }
}
