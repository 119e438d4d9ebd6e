import { Controller, Get, Param, Res, type OnModuleInit } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { FastReads } from '../common/fast-reads.js';
import { preparedJsonIfAny, sendCachedJson } from '../common/prepared-json.js';
import { VenuesService } from './venues.service.js';

/**
 * Public venue reads; no session work here (hot path). While the cache is fresh both are answered
 * before Nest's pipeline (common/fast-reads.ts); these handlers answer the rest and fill the cache.
 */
@Controller('api')
export class VenuesController implements OnModuleInit {
  constructor(
    private readonly venues: VenuesService,
    private readonly fastReads: FastReads,
  ) {}

  onModuleInit(): void {
    this.fastReads.serve('/api/venues', () => preparedJsonIfAny(this.venues.freshList()));
    this.fastReads.serve('/api/availability/:venueId', ({ venueId }) =>
      preparedJsonIfAny(this.venues.freshAvailability(toVenueId(venueId ?? ''))),
    );
  }

  /** `PublicVenue[]` */
  @Get('venues')
  async list(@Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    return sendCachedJson(reply, await this.venues.listActive());
  }

  /** `Availability` */
  @Get('availability/:venueId')
  async availability(
    @Param('venueId') venueId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return sendCachedJson(reply, await this.venues.availability(toVenueId(venueId)));
  }
}

/** A path segment that is not a positive integer names no venue (404, like an unknown id). */
function toVenueId(raw: string): number {
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : 0;
}
