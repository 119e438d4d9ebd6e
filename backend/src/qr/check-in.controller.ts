import { Controller, Get, Param, Query } from '@nestjs/common';
import { QrService, type CheckInStatus } from './qr.service.js';

@Controller('api')
export class CheckInController {
  constructor(private readonly qr: QrService) {}

  /** The URL inside a booking's QR code; judged by its signature. */
  @Get('check-in/:bookingId')
  status(@Param('bookingId') bookingId: string, @Query('sig') sig: unknown): Promise<CheckInStatus> {
    return this.qr.checkIn(bookingId, sig);
  }
}
