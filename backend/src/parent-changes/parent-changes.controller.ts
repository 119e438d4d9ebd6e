import { Body, Controller, Get, Header, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { PARENT_CHANGE_MESSAGES, type MyBookingChangesOverview } from '@robo/domain';
import { IdempotencyKey } from '../common/idempotent-requests.js';
import { ParentSession } from '../my-booking/parent-session.js';
import { CancellationRequestDto, ChildDetailsDto, ParentTransferDto } from './parent-changes.dto.js';
import { ParentChanges } from './parent-changes.js';

/**
 * A signed-in parent's changes to their own paid bookings (README.md), under /api/my-booking with
 * the "Find my booking" session. Every write takes an Idempotency-Key header.
 */
@Controller('api/my-booking')
export class ParentChangesController {
  constructor(
    private readonly session: ParentSession,
    private readonly changes: ParentChanges,
  ) {}

  @Get('changes')
  @Header('Cache-Control', 'no-store')
  async overview(@Req() request: FastifyRequest): Promise<MyBookingChangesOverview> {
    return this.changes.overview(await this.session.signedIn(request));
  }

  @Post('bookings/:bookingId/transfer')
  @HttpCode(200)
  async transfer(
    @Req() request: FastifyRequest,
    @Param('bookingId') bookingId: string,
    @Body() body: ParentTransferDto,
    @IdempotencyKey() key: string,
  ): Promise<{ message: string }> {
    await this.changes.transfer(await this.session.signedIn(request), bookingId, body.venueId, key);
    return { message: PARENT_CHANGE_MESSAGES.moved };
  }

  @Post('bookings/:bookingId/details')
  @HttpCode(200)
  async correct(
    @Req() request: FastifyRequest,
    @Param('bookingId') bookingId: string,
    @Body() body: ChildDetailsDto,
    @IdempotencyKey() key: string,
  ): Promise<{ message: string }> {
    await this.changes.correct(await this.session.signedIn(request), bookingId, { ...body }, key);
    return { message: PARENT_CHANGE_MESSAGES.corrected };
  }

  @Post('bookings/:bookingId/cancellation-request')
  @HttpCode(201)
  async askToCancel(
    @Req() request: FastifyRequest,
    @Param('bookingId') bookingId: string,
    @Body() body: CancellationRequestDto,
    @IdempotencyKey() key: string,
  ): Promise<{ message: string }> {
    await this.changes.askToCancel(await this.session.signedIn(request), bookingId, body.reason ?? null, key);
    return { message: PARENT_CHANGE_MESSAGES.requestSent };
  }
}
