import { Global, Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { SmtpMail } from './channels/smtp-mail.js';
import { WhatsappCloud } from './channels/whatsapp-cloud.js';
import { MessageDelivery } from './message-delivery.js';
import { MessageRenderer } from './message-renderer.js';
import { MessageSecrets } from './message-secrets.js';
import { MessagesAdminController } from './messages-admin.controller.js';
import { MessagesAdmin } from './messages-admin.js';
import { Messages } from './messages.js';
import { WhatsappReports } from './whatsapp-reports.js';
import { WhatsappWebhookController } from './whatsapp-webhook.controller.js';

/** Global: every module may queue a message in its transaction without importing this module (README.md). */
@Global()
@Module({
  imports: [InvoicesModule],
  controllers: [WhatsappWebhookController, MessagesAdminController],
  providers: [
    Messages,
    MessageDelivery,
    MessageRenderer,
    MessageSecrets,
    SmtpMail,
    WhatsappCloud,
    WhatsappReports,
    MessagesAdmin,
  ],
  exports: [Messages],
})
export class MessagesModule {}
