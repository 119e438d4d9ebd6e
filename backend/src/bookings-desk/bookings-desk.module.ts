import { Module } from '@nestjs/common';
import { IdempotentRequests } from '../common/idempotent-requests.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { RegistrationsModule } from '../registrations/registrations.module.js';
import { VenuesModule } from '../venues/venues.module.js';
import { AdminRegistrationsController } from './admin-registrations.controller.js';
import { AdminDeskSettingsController } from './admin-desk-settings.controller.js';
import { AdminVenueClosingController } from './admin-venue-closing.controller.js';
import { AdminAttendeesController, AttendeeSheets } from './attendee-sheets.js';
import { BookingActions } from './booking-actions.js';
import { BookingsExport } from './bookings-export.js';
import { DeskRefundLimitSetting } from './desk-refund-limit-setting.js';
import { OwnerSettings } from './owner-settings.js';
import { ParentChangePolicySetting } from './parent-change-policy-setting.js';
import { AdminRequestsController } from './requests/admin-requests.controller.js';
import { CancellationRequests } from './requests/cancellation-requests.js';
import { StaffRefundsDigestJob } from './jobs/staff-refunds-digest.job.js';
import { RegistrationDetailService } from './registration-detail.service.js';
import { RegistrationTimeline } from './registration-timeline.js';
import { RegistrationsDeskService } from './registrations-desk.service.js';
import { VenueClosing } from './venue-closing.js';

/** Finding any booking from the admin area, its story, and the desk's actions on it (backend/src/bookings-desk/README.md). */
@Module({
  imports: [RegistrationsModule, VenuesModule, PaymentsModule],
  controllers: [
    AdminRegistrationsController,
    AdminDeskSettingsController,
    AdminAttendeesController,
    AdminRequestsController,
    AdminVenueClosingController,
  ],
  providers: [
    RegistrationsDeskService,
    BookingsExport,
    AttendeeSheets,
    RegistrationDetailService,
    RegistrationTimeline,
    BookingActions,
    DeskRefundLimitSetting,
    OwnerSettings,
    ParentChangePolicySetting,
    CancellationRequests,
    StaffRefundsDigestJob,
    IdempotentRequests,
    VenueClosing,
  ],
  exports: [DeskRefundLimitSetting, BookingActions, ParentChangePolicySetting, CancellationRequests],
})
export class BookingsDeskModule {}
