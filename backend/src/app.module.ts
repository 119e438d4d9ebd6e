import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from './admin/admin.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BookingsDeskModule } from './bookings-desk/bookings-desk.module.js';
import { CatalogModule } from './catalog/catalog.module.js';
import { CheckInModule } from './check-in/check-in.module.js';
import { CoreModule } from './core.module.js';
import { dataSourceOptions } from './database/database-runtime.js';
import { CouponsModule } from './coupons/coupons.module.js';
import { EditionsModule } from './editions/editions.module.js';
import { HealthModule } from './health/health.module.js';
import { I18nModule } from './i18n/i18n.module.js';
import { InvoicesModule } from './invoices/invoices.module.js';
import { HoldLimitsModule } from './hold-limits/hold-limits.module.js';
import { MessagesModule } from './messages/messages.module.js';
import { MyBookingModule } from './my-booking/my-booking.module.js';
import { ParentChangesModule } from './parent-changes/parent-changes.module.js';
import { OrdersModule } from './orders/orders.module.js';
import { OutboxModule } from './outbox/outbox.module.js';
import { PagesModule } from './pages/pages.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { QrModule } from './qr/qr.module.js';
import { RegistrationsModule } from './registrations/registrations.module.js';
import { RemindersModule } from './reminders/reminders.module.js';
import { AnnouncementsModule } from './announcements/announcements.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { StaffModule } from './staff/staff.module.js';
import type { Runtime } from './runtime.js';
import { UploadsModule } from './uploads/uploads.module.js';
import { VenuesModule } from './venues/venues.module.js';
import { WaitlistModule } from './waitlist/waitlist.module.js';

/** Feature modules; web and worker processes load the same list. */
const FEATURE_MODULES = [
  I18nModule,
  AuditModule,
  OutboxModule,
  HealthModule,
  HoldLimitsModule,
  PaymentsModule,
  OrdersModule,
  VenuesModule,
  EditionsModule,
  CouponsModule,
  MessagesModule,
  MyBookingModule,
  ParentChangesModule,
  RegistrationsModule,
  WaitlistModule,
  QrModule,
  CheckInModule,
  AuthModule,
  StaffModule,
  BookingsDeskModule,
  CatalogModule,
  UploadsModule,
  AdminModule,
  ReportsModule,
  RemindersModule,
  AnnouncementsModule,
  PagesModule,
  InvoicesModule,
];

@Module({})
export class AppModule {
  static forRoot(runtime: Runtime): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(runtime),
        TypeOrmModule.forRoot(dataSourceOptions(runtime.database)),
        ...FEATURE_MODULES,
      ],
    };
  }
}
