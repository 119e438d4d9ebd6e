import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { kolkataToday, type DeskRegistration, type DeskRegistrationDetail, type Page } from '@robo/domain';
import type { Actor } from '../audit/actor.js';
import { CurrentStaff } from '../audit/actor.decorator.js';
import { StaffNoteDto } from '../audit/dto/staff-note.dto.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { RequireRoles } from '../auth/roles.js';
import { CsvDownloads } from '../audit/csv-downloads.js';
import { CsvExport } from '../common/csv.js';
import { IdempotencyKey } from '../common/idempotent-requests.js';
import { BookingActions } from './booking-actions.js';
import { BookingsExport } from './bookings-export.js';
import { CancelBookingDto, RefundBookingDto, TransferBookingDto } from './dto/desk-actions.dto.js';
import { RegistrationQueryDto } from './dto/registration-query.dto.js';
import { RegistrationDetailService } from './registration-detail.service.js';
import { RegistrationsDeskService } from './registrations-desk.service.js';

/**
 * The bookings desk (backend/src/bookings-desk/README.md): desk staff and the owner. Every write
 * takes an Idempotency-Key header and answers the booking as it is afterwards.
 */
@Controller('api/admin/registrations')
@UseGuards(AdminGuard)
@RequireRoles('desk')
export class AdminRegistrationsController {
  constructor(
    private readonly desk: RegistrationsDeskService,
    private readonly details: RegistrationDetailService,
    private readonly actions: BookingActions,
    private readonly exports: BookingsExport,
    private readonly downloads: CsvDownloads,
  ) {}

  @Get()
  list(@Query() query: RegistrationQueryDto): Promise<Page<DeskRegistration>> {
    return this.desk.list(query);
  }

  /** The filtered list as a spreadsheet, streamed (bookings-export.ts), audited with its filters and row count. */
  @Get('export.csv')
  @CsvExport('bookings')
  async exportCsv(
    @Query() query: RegistrationQueryDto,
    @CurrentStaff() actor: Actor,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.downloads.send(reply, actor, {
      export: 'bookings',
      filters: query,
      filename: `bookings-${kolkataToday()}.csv`,
      ...(await this.exports.csv(query)),
    });
  }

  @Get(':bookingId')
  detail(@Param('bookingId') bookingId: string): Promise<DeskRegistrationDetail> {
    return this.details.detail(bookingId);
  }

  @Post(':bookingId/cancel')
  @HttpCode(200)
  cancel(
    @Param('bookingId') bookingId: string,
    @Body() body: CancelBookingDto,
    @CurrentStaff() actor: Actor,
    @IdempotencyKey() key: string,
  ): Promise<DeskRegistrationDetail> {
    return this.actions.cancel(bookingId, body, actor, key);
  }

  @Post(':bookingId/refund')
  @HttpCode(200)
  refund(
    @Param('bookingId') bookingId: string,
    @Body() body: RefundBookingDto,
    @CurrentStaff() actor: Actor,
    @IdempotencyKey() key: string,
  ): Promise<DeskRegistrationDetail> {
    return this.actions.refund(bookingId, body, actor, key);
  }

  @Post(':bookingId/transfer')
  @HttpCode(200)
  transfer(
    @Param('bookingId') bookingId: string,
    @Body() body: TransferBookingDto,
    @CurrentStaff() actor: Actor,
    @IdempotencyKey() key: string,
  ): Promise<DeskRegistrationDetail> {
    return this.actions.transfer(bookingId, body, actor, key);
  }

  @Post(':bookingId/resend')
  @HttpCode(200)
  resend(
    @Param('bookingId') bookingId: string,
    @CurrentStaff() actor: Actor,
    @IdempotencyKey() key: string,
  ): Promise<DeskRegistrationDetail> {
    return this.actions.resend(bookingId, actor, key);
  }

  @Post(':bookingId/notes')
  @HttpCode(200)
  addNote(
    @Param('bookingId') bookingId: string,
    @Body() body: StaffNoteDto,
    @CurrentStaff() actor: Actor,
    @IdempotencyKey() key: string,
  ): Promise<DeskRegistrationDetail> {
    return this.actions.addNote(bookingId, body.text, actor, key);
  }
}
