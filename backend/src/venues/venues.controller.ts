import { Controller, Get, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { sendCachedJson } from '../common/prepared-json.js';
import { VenuesService } from './venues.service.js';

/** Public venue reads; no session work here (hot path). */
@Controller('api')
export class VenuesController {
  constructor(private readonly venues: VenuesService) {}

  /** `PublicVenue[]` */
  @Get('venues')
  async list(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return sendCachedJson(reply, await this.venues.listActive());
  }

  /** `Availability` */
  @Get('availability/:venueId')
  async availability(
    @Param('venueId') venueId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return sendCachedJson(reply, await this.venues.availability(toVenueId(venueId)));
  }
}

/** A path segment that is not a positive integer names no venue (404, like an unknown id). */
function toVenueId(raw: string): number {
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : 0;
}
