import { Controller, Get, Injectable, Param, UseGuards } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BOOKING_READS, type AttendeeSheet } from '@robo/domain';
import type { DataSource } from 'typeorm';
import { AdminGuard } from '../auth/admin.guard.js';
import { RequireRoles } from '../auth/roles.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { maybeOne, rows } from '../common/sql.js';
import { deskError } from './bookings-desk.errors.js';
import { DOOR_JOINS } from './registrations-desk.service.js';

const VENUE_NOT_FOUND = 'Venue not found';

/** A venue's paid bookings, for the printable attendee sheet (`/admin/venues/{id}/attendees`). */
@Injectable()
export class AttendeeSheets {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async forVenue(venueId: number): Promise<AttendeeSheet> {
    const venue = await maybeOne<AttendeeSheet['venue']>(
      this.db,
      `SELECT id, display_name AS "displayName", date_time AS "dateTime", address FROM venues WHERE id = $1`,
      [venueId],
    );
    if (!venue) throw deskError.VENUE_NOT_FOUND(VENUE_NOT_FOUND);
    const attendees = await rows<AttendeeSheet['attendees'][number]>(
      this.db,
      `SELECT r.booking_id AS "bookingId", r.child_name AS "childName", r.grade_group AS "gradeGroup", r.school_name AS school,
              r.phone_number AS "parentPhone", r.total_amount AS "amountPaise", c.registration_id IS NOT NULL AS "checkedIn",
              r.takeaway_kit AS "takeawayKit", k.registration_id IS NOT NULL AS "kitHandedOver"
       FROM registrations r ${DOOR_JOINS}
       WHERE r.venue_id = $1 AND ${BOOKING_READS.paid.sql('r')}
       ORDER BY lower(r.child_name), r.id`,
      [venueId],
    );
    return { venue, attendees };
  }
}

/** The sheet's data: desk and door staff print it for the day, the owner too. */
@Controller('api/admin/venues/:id/attendees')
@UseGuards(AdminGuard)
@RequireRoles('desk', 'door')
export class AdminAttendeesController {
  constructor(private readonly sheets: AttendeeSheets) {}

  @Get()
  sheet(@Param('id', new IdParamPipe(VENUE_NOT_FOUND)) venueId: number): Promise<AttendeeSheet> {
    return this.sheets.forVenue(venueId);
  }
}
