import { Module } from '@nestjs/common';
import { AdminRegistrationsController } from './admin-registrations.controller.js';
import { RegistrationsDeskService } from './registrations-desk.service.js';

/** Finding any booking from the admin area (backend/src/bookings-desk/README.md). */
@Module({
  controllers: [AdminRegistrationsController],
  providers: [RegistrationsDeskService],
})
export class BookingsDeskModule {}
