import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { CheckInConflict, CheckInResult, KitHandoverResult, Roster, VenueCounts } from '@robo/domain';
import { CurrentStaff } from '../audit/actor.decorator.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { RequireRoles } from '../auth/roles.js';
import { CheckInBookings } from './check-in-bookings.js';
import { CheckInReads, type DoorVenue, type SearchHit } from './check-in-reads.js';
import { CheckInService, type StaffActor } from './check-in.service.js';
import { KitHandoverDto } from './dto/kit.dto.js';
import { KitHandovers } from './kit-handovers.js';
import { RosterQueryDto, ScanDto, SearchQueryDto, SyncDto, UndoDto, VenueQueryDto } from './dto/scan.dto.js';
import { EditionFilterDto } from '../editions/edition-filter.js';

/** The door's API (backend/src/check-in/README.md): door staff, the desk and the owner. */
@Controller('api/admin/check-ins')
@UseGuards(AdminGuard)
@RequireRoles('door', 'desk')
export class AdminCheckInController {
  constructor(
    private readonly checkIns: CheckInService,
    private readonly reads: CheckInReads,
    private readonly bookings: CheckInBookings,
    private readonly kits: KitHandovers,
  ) {}

  @Post()
  @HttpCode(200)
  scan(@Body() body: ScanDto, @CurrentStaff() staff: StaffActor): Promise<CheckInResult> {
    return this.checkIns.scan(body, staff);
  }

  @Post('sync')
  @HttpCode(200)
  sync(@Body() body: SyncDto, @CurrentStaff() staff: StaffActor): Promise<CheckInResult[]> {
    return this.checkIns.sync(body, staff);
  }

  @Post(':bookingId/undo')
  @HttpCode(200)
  @RequireRoles('desk')
  undo(
    @Param('bookingId') bookingId: string,
    @Body() body: UndoDto,
    @CurrentStaff() staff: StaffActor,
  ): Promise<{ bookingId: string }> {
    return this.checkIns.undo(bookingId, body.deviceId ?? 'desk', staff);
  }

  @Post(':bookingId/kit')
  @HttpCode(200)
  handOverKit(
    @Param('bookingId') bookingId: string,
    @Body() body: KitHandoverDto,
    @CurrentStaff() staff: StaffActor,
  ): Promise<KitHandoverResult> {
    return this.kits.handOver(bookingId, body, staff);
  }

  /** Door staff too: a kit handover is taken back after a mistaken tap, where the person at the door is. */
  @Post(':bookingId/kit/undo')
  @HttpCode(200)
  undoKit(@Param('bookingId') bookingId: string, @CurrentStaff() staff: StaffActor): Promise<{ bookingId: string }> {
    return this.kits.undo(bookingId, staff);
  }

  /** The door's venue picker: `edition` an id or `all`, absent: the edition on sale. */
  @Get('venues')
  venues(@Query() query: EditionFilterDto): Promise<DoorVenue[]> {
    return this.reads.venues(query.edition);
  }

  @Get('roster')
  roster(@Query() query: RosterQueryDto, @CurrentStaff() staff: StaffActor): Promise<Roster> {
    return this.reads.roster(query.venueId, query.deviceId, staff);
  }

  @Get('counts')
  counts(@Query() query: VenueQueryDto): Promise<VenueCounts> {
    return this.bookings.counts(query.venueId);
  }

  @Get('search')
  search(@Query() query: SearchQueryDto): Promise<SearchHit[]> {
    return this.reads.search(query.venueId, query.q);
  }

  @Get('conflicts')
  conflicts(@Query() query: VenueQueryDto): Promise<CheckInConflict[]> {
    return this.reads.conflicts(query.venueId);
  }
}
