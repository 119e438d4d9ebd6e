import { Module } from '@nestjs/common';
import { BookingsDeskModule } from '../bookings-desk/bookings-desk.module.js';
import { IdempotentRequests } from '../common/idempotent-requests.js';
import { ParentSession } from '../my-booking/parent-session.js';
import { ParentChangesController } from './parent-changes.controller.js';
import { ParentChanges } from './parent-changes.js';

/** Parents' own changes to their bookings from /my-booking (README.md here). */
@Module({
  imports: [BookingsDeskModule],
  controllers: [ParentChangesController],
  providers: [ParentChanges, ParentSession, IdempotentRequests],
})
export class ParentChangesModule {}
