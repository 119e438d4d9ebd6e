import { Module } from '@nestjs/common';
import { RegistrationsModule } from '../registrations/registrations.module.js';
import { RenderBookingQrJob } from './jobs/render-booking-qr.job.js';
import { QrService } from './qr.service.js';

@Module({
  imports: [RegistrationsModule],
  providers: [QrService, RenderBookingQrJob],
})
export class QrModule {}
