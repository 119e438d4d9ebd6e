import { Module } from '@nestjs/common';
import { AdminBookingRemindersController } from './admin-booking-reminders.controller.js';
import { PaymentReminders } from './payment-reminders.js';

/** Payment reminders for abandoned bookings and orders (README.md). */
@Module({
  controllers: [AdminBookingRemindersController],
  providers: [PaymentReminders],
  exports: [PaymentReminders],
})
export class RemindersModule {}
