import { Module } from '@nestjs/common';
import { AdminBookingRemindersController } from './admin-booking-reminders.controller.js';
import { PaymentReminders } from './payment-reminders.js';
import { WorkshopRemindersJob } from './workshop-reminders.job.js';

/** Payment reminders for abandoned bookings and orders, and the workshop reminders before a venue's start (README.md). */
@Module({
  controllers: [AdminBookingRemindersController],
  providers: [PaymentReminders, WorkshopRemindersJob],
  exports: [PaymentReminders],
})
export class RemindersModule {}
