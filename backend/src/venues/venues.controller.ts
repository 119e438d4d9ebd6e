import { Controller, Get, Param } from '@nestjs/common';
import type { Availability, PublicVenue } from '@robo/domain';
import { VenuesService } from './venues.service.js';

/** Public venue reads; no session work here (hot path). */
@Controller('api')
export class VenuesController {
  constructor(private readonly venues: VenuesService) {}

  @Get('venues')
  list(): Promise<PublicVenue[]> {
    return this.venues.listActive();
  }

  @Get('availability/:venueId')
  availability(@Param('venueId') venueId: string): Promise<Availability> {
    return this.venues.availability(toVenueId(venueId));
  }
}

/** A path segment that is not a positive integer names no venue (404, like an unknown id). */
function toVenueId(raw: string): number {
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : 0;
}
