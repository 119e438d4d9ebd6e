import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminVenuesController } from './admin-venues.controller.js';
import { AdminVenuesService } from './admin-venues.service.js';
import { Venue } from './entities/venue.entity.js';
import { VenuesController } from './venues.controller.js';
import { VenueChangeNotices } from './venue-change-notices.js';
import { VenuesService } from './venues.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Venue])],
  controllers: [VenuesController, AdminVenuesController],
  providers: [VenuesService, AdminVenuesService, VenueChangeNotices],
  exports: [VenuesService, AdminVenuesService],
})
export class VenuesModule {}
