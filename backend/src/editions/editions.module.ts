import { Module } from '@nestjs/common';
import { VenuesModule } from '../venues/venues.module.js';
import { AdminEditionsController } from './admin-editions.controller.js';
import { AdminEditionsService } from './admin-editions.service.js';
import { EditionsController } from './editions.controller.js';
import { EditionsService } from './editions.service.js';

@Module({
  imports: [VenuesModule],
  controllers: [AdminEditionsController, EditionsController],
  providers: [EditionsService, AdminEditionsService],
  exports: [EditionsService],
})
export class EditionsModule {}
