import { Module } from '@nestjs/common';
import { AdminCheckInController } from './admin-check-in.controller.js';
import { CheckInBookings } from './check-in-bookings.js';
import { CheckInController } from './check-in.controller.js';
import { CheckInReads } from './check-in-reads.js';
import { CheckInService } from './check-in.service.js';
import { ElsewhereTags } from './elsewhere-tags.js';
import { KitHandovers } from './kit-handovers.js';

/** Door check-in: scans, kit handovers, offline sync, roster, counts and the parent's check-in page. */
@Module({
  controllers: [AdminCheckInController, CheckInController],
  providers: [CheckInService, CheckInReads, CheckInBookings, ElsewhereTags, KitHandovers],
})
export class CheckInModule {}
