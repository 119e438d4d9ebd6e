import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import { Settings } from '../../config/settings.js';
import type { EmailAttachment } from '../message-renderer.js';
import { ChannelNotConfigured, PermanentSendError } from './send-errors.js';

export interface OutgoingEmail {
  /** Stable per message, so a resend after a lost answer is recognisable as the same e-mail. */
  messageId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: EmailAttachment[];
  /** Extra headers (an announcement's List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
}

/** E-mail through the SMTP server in `SMTP_URL` (nodemailer); without one, e-mails are held. */
@Injectable()
export class SmtpMail implements OnModuleInit {
  private readonly logger = new Logger('Mail');
  private transport: Promise<Transporter> | undefined;

  constructor(private readonly settings: Settings) {}

  onModuleInit(): void {
    if (!this.configured)
      this.logger.log('No SMTP_URL set: e-mails are kept in the messages outbox (admin Messages screen) and not sent.');
  }

  get configured(): boolean {
    return Boolean(this.settings.smtpUrl);
  }

  /** Answers the server's message id; throws PermanentSendError when the server refuses the recipient. */
  async send(mail: OutgoingEmail): Promise<string> {
    const { smtpUrl } = this.settings;
    if (!smtpUrl) throw new ChannelNotConfigured('No SMTP server configured (SMTP_URL)');
    // Loaded on first use: the web process rarely needs it (docs/decisions.md, Operations).
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    const transport = await this.transport;
    try {
      const info = await transport.sendMail({
        from: this.settings.mailFrom,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        headers: mail.headers,
        attachments: mail.attachments.map(({ filename, contentType, content, cid }) => ({
          filename,
          contentType,
          content,
          ...(cid && { cid }),
        })),
      });
      const rejected = info.rejected ?? [];
      if (rejected.length > 0) throw new PermanentSendError(`Refused by the mail server: ${rejected.join(', ')}`);
      return info.messageId;
    } catch (err) {
      // A 5xx reply to the recipient or the message is final; connection trouble and 4xx are retried.
      const code = (err as { responseCode?: number }).responseCode;
      if (err instanceof PermanentSendError || (code !== undefined && code >= 500))
        throw new PermanentSendError((err as Error).message);
      throw err;
    }
  }
}
