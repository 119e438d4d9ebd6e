import { Body, Controller, Delete, Get, Param, Post, Put, UseGuards } from '@nestjs/common';
import type { AdminVenue } from '@robo/domain';
import { AdminGuard } from '../auth/admin.guard.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { ADMIN_VENUE_NOT_FOUND, AdminVenuesService } from './admin-venues.service.js';
import { AdminVenueDto } from './dto/admin-venue.dto.js';

const VenueId = () => Param('id', new IdParamPipe(ADMIN_VENUE_NOT_FOUND));

@Controller('api/admin/venues')
@UseGuards(AdminGuard)
export class AdminVenuesController {
  constructor(private readonly venues: AdminVenuesService) {}

  @Get()
  list(): Promise<AdminVenue[]> {
    return this.venues.list();
  }

  @Post()
  create(@Body() body: AdminVenueDto): Promise<AdminVenue> {
    return this.venues.create(body);
  }

  @Put(':id')
  update(@VenueId() id: number, @Body() body: AdminVenueDto): Promise<AdminVenue> {
    return this.venues.update(id, body);
  }

  @Put(':id/deactivate')
  deactivate(@VenueId() id: number): Promise<AdminVenue> {
    return this.venues.deactivate(id);
  }

  @Delete(':id')
  async remove(@VenueId() id: number): Promise<{ success: true }> {
    await this.venues.remove(id);
    return { success: true };
  }
}
