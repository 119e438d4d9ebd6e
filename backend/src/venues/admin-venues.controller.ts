import { Body, Controller, Delete, Get, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import type { AdminVenue } from '@robo/domain';
import type { Actor } from '../audit/actor.js';
import { CurrentStaff } from '../audit/actor.decorator.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { RequireRoles } from '../auth/roles.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { ADMIN_VENUE_NOT_FOUND, AdminVenuesService } from './admin-venues.service.js';
import { AdminVenueDto } from './dto/admin-venue.dto.js';

const VenueId = () => Param('id', new IdParamPipe(ADMIN_VENUE_NOT_FOUND));

@Controller('api/admin/venues')
@UseGuards(AdminGuard)
/**
 * Every signed-in role reads venues (bookings filter and transfer by them); only the owner changes
 * them. `PUT /api/admin/venues/{id}/deactivate` is the bookings desk's (admin-venue-closing.controller.ts):
 * deactivating a venue with paid bookings moves or refunds them.
 */
export class AdminVenuesController {
  constructor(private readonly venues: AdminVenuesService) {}

  /** `?edition={id}` lists that edition's venues only. */
  @Get()
  list(@Query('edition') edition?: string): Promise<AdminVenue[]> {
    return this.venues.list(edition && /^[1-9]\d{0,9}$/.test(edition) ? Number(edition) : undefined);
  }

  @Post()
  @RequireRoles('owner')
  create(@CurrentStaff() actor: Actor, @Body() body: AdminVenueDto): Promise<AdminVenue> {
    return this.venues.create(actor, body);
  }

  @Put(':id')
  @RequireRoles('owner')
  update(@CurrentStaff() actor: Actor, @VenueId() id: number, @Body() body: AdminVenueDto): Promise<AdminVenue> {
    return this.venues.update(actor, id, body);
  }

  @Delete(':id')
  @RequireRoles('owner')
  async remove(@CurrentStaff() actor: Actor, @VenueId() id: number): Promise<{ success: true }> {
    await this.venues.remove(actor, id);
    return { success: true };
  }
}
