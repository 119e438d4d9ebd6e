import { Module } from '@nestjs/common';
import { RegistrationsModule } from '../registrations/registrations.module.js';
import { QrImagesController } from './qr-images.controller.js';
import { RenderBookingQrJob } from './jobs/render-booking-qr.job.js';
import { QrService } from './qr.service.js';

@Module({
  imports: [RegistrationsModule],
  controllers: [QrImagesController],
  providers: [QrService, RenderBookingQrJob],
})
export class QrModule {}
