import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxMessage } from './entities/outbox-message.entity.js';
import { SendWhatsappJob } from './jobs/send-whatsapp.job.js';
import { NotificationsService } from './notifications.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([OutboxMessage])],
  providers: [NotificationsService, SendWhatsappJob],
  exports: [NotificationsService],
})
export class NotificationsModule {}
