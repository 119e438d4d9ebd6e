import { Body, Controller, Param, Put, UseGuards } from '@nestjs/common';
import type { DeactivatedVenue } from '@robo/domain';
import type { Actor } from '../audit/actor.js';
import { CurrentStaff } from '../audit/actor.decorator.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { RequireRoles } from '../auth/roles.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { ADMIN_VENUE_NOT_FOUND } from '../venues/admin-venues.service.js';
import { DeactivateVenueDto } from './dto/deactivate-venue.dto.js';
import { VenueClosing } from './venue-closing.js';

/** Deactivating a venue, and with it moving or refunding its paid bookings (README.md, "Closing a venue"); owner only. */
@Controller('api/admin/venues')
@UseGuards(AdminGuard)
export class AdminVenueClosingController {
  constructor(private readonly closing: VenueClosing) {}

  @Put(':id/deactivate')
  @RequireRoles('owner')
  deactivate(
    @CurrentStaff() actor: Actor,
    @Param('id', new IdParamPipe(ADMIN_VENUE_NOT_FOUND)) id: number,
    @Body() body: DeactivateVenueDto,
  ): Promise<DeactivatedVenue> {
    return this.closing.deactivate(actor, id, body ?? {});
  }
}
