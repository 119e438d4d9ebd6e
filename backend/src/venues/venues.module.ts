import { Module } from '@nestjs/common';
import { Venue } from './entities/venue.entity.js';
import { TypeOrmModule } from '@nestjs/typeorm';

@Module({
  imports: [TypeOrmModule.forFeature([Venue])],
  controllers: [],
  providers: [],
  exports: [],
})
export class VenuesModule {}
