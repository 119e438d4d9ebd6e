import { Module } from '@nestjs/common';
import { BookingsDeskModule } from '../bookings-desk/bookings-desk.module.js';
import { IdempotentRequests } from '../common/idempotent-requests.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { AccessCodes } from './access-codes.js';
import { MyBookingController } from './my-booking.controller.js';
import { MyBookings } from './my-bookings.js';
import { ParentChanges } from './parent-changes.js';
import { ParentSession } from './parent-session.js';

/** "Find my booking" (README.md here). */
@Module({
  imports: [InvoicesModule, BookingsDeskModule],
  controllers: [MyBookingController],
  providers: [AccessCodes, MyBookings, ParentSession, ParentChanges, IdempotentRequests],
})
export class MyBookingModule {}
