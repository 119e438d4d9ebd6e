import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CouponsModule } from '../coupons/coupons.module.js';
import { EditionsModule } from '../editions/editions.module.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { RecordAccessModule } from '../my-booking/record-access.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { VenuesModule } from '../venues/venues.module.js';
import { BookingConfirmation } from './booking-confirmation.js';
import { BookingPayable } from './booking-payable.js';
import { Registration } from './entities/registration.entity.js';
import { PricingService } from './pricing.service.js';
import { RegistrationEvents } from './registration-events.js';
import { RegistrationHoldsService } from './registration-holds.service.js';
import { RegistrationsController } from './registrations.controller.js';
import { RegistrationsService } from './registrations.service.js';
import { RetriedBookings } from './retried-bookings.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([Registration]),
    VenuesModule,
    EditionsModule,
    CouponsModule,
    PaymentsModule,
    InvoicesModule,
    RecordAccessModule,
  ],
  controllers: [RegistrationsController],
  providers: [
    RegistrationsService,
    RegistrationHoldsService,
    PricingService,
    BookingPayable,
    RegistrationEvents,
    BookingConfirmation,
    RetriedBookings,
  ],
  exports: [RegistrationsService, RegistrationEvents, RegistrationHoldsService],
})
export class RegistrationsModule {}
