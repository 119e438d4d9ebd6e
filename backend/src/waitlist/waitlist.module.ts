import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EditionsModule } from '../editions/editions.module.js';
import { RegistrationsModule } from '../registrations/registrations.module.js';
import { VenuesModule } from '../venues/venues.module.js';
import { AdminWaitlistController } from './admin-waitlist.controller.js';
import { AdminWaitlistService } from './admin-waitlist.service.js';
import { WaitlistEntry } from './entities/waitlist-entry.entity.js';
import { WaitlistController } from './waitlist.controller.js';
import { WaitlistOffers } from './waitlist-offers.js';
import { WaitlistRejoins } from './waitlist-rejoins.js';
import { WaitlistService } from './waitlist.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([WaitlistEntry]), EditionsModule, RegistrationsModule, VenuesModule],
  controllers: [WaitlistController, AdminWaitlistController],
  providers: [WaitlistService, AdminWaitlistService, WaitlistOffers, WaitlistRejoins],
  exports: [WaitlistOffers],
})
export class WaitlistModule {}
