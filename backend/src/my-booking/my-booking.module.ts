import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { AccessCodes } from './access-codes.js';
import { MyBookingController } from './my-booking.controller.js';
import { MyBookings } from './my-bookings.js';
import { ParentSession } from './parent-session.js';

/** "Find my booking" (README.md here). */
@Module({
  imports: [InvoicesModule],
  controllers: [MyBookingController],
  providers: [AccessCodes, MyBookings, ParentSession],
})
export class MyBookingModule {}
