import { Body, Controller, Get, Header, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ACCESS_CODE_CHANNEL,
  MY_BOOKING_MESSAGES,
  maskEmail,
  maskPhone,
  type AccessCodeSent,
  type Language,
  type MyBookingsOverview,
} from '@robo/domain';
import { myBookingError } from './my-booking.errors.js';
import { httpError } from '../common/http.errors.js';
import { SiteLanguage } from '../common/site-language.js';
import { limitGuard } from '../common/limits/limit.guard.js';
import { Limits } from '../common/limits/limits.js';
import { AccessCodes } from './access-codes.js';
import { contactOf, type Contact } from './contact.js';
import { AccessCodeCheckDto, AccessCodeRequestDto, ResendDto } from './my-booking.dto.js';
import { MyBookings } from './my-bookings.js';
import { ParentSession } from './parent-session.js';

const CodesPerClient = limitGuard('accessCodesPerClient', MY_BOOKING_MESSAGES.tooManyCodes);

/** /my-booking's API (README.md): a one-time code to the phone (WhatsApp) or e-mail typed, then the parent's own bookings. */
@Controller('api/my-booking')
export class MyBookingController {
  constructor(
    private readonly codes: AccessCodes,
    private readonly session: ParentSession,
    private readonly bookings: MyBookings,
    private readonly limits: Limits,
  ) {}

  /** The same answer whether or not anything was booked with the contact: it names only the contact typed. */
  @Post('code')
  @HttpCode(202)
  @UseGuards(CodesPerClient)
  async code(
    @Body() body: AccessCodeRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
    @SiteLanguage() language: Language,
  ): Promise<AccessCodeSent> {
    const contact = contactOf(body);
    if (body.channel && body.channel !== ACCESS_CODE_CHANNEL[contact.kind])
      throw myBookingError.CHANNEL_MISMATCH(MY_BOOKING_MESSAGES.channelMismatch);
    const verdict = await this.limits.consume('accessCodesPerContact', `${contact.kind}:${contact.value}`);
    if (!verdict.allowed) {
      void reply.header('Retry-After', String(verdict.retryAfterSeconds));
      throw httpError.TOO_MANY_REQUESTS(MY_BOOKING_MESSAGES.tooManyCodes);
    }
    await this.codes.issue(contact, language);
    return {
      message: MY_BOOKING_MESSAGES.codeSent,
      sentTo: contact.kind === 'email' ? maskEmail(contact.value) : maskPhone(contact.value),
    };
  }

  @Post('verify')
  @HttpCode(200)
  async verify(
    @Body() body: AccessCodeCheckDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ ok: true }> {
    const contact = contactOf(body);
    const result = await this.codes.check(contact, body.code);
    if (result === 'wrong') throw myBookingError.CODE_WRONG(MY_BOOKING_MESSAGES.codeWrong);
    if (result === 'spent') throw myBookingError.CODE_SPENT(MY_BOOKING_MESSAGES.codeSpent);
    await this.session.open(reply, contact);
    return { ok: true };
  }

  @Get()
  @Header('Cache-Control', 'no-store')
  async overview(@Req() request: FastifyRequest): Promise<MyBookingsOverview> {
    return this.bookings.overview(await this.parent(request));
  }

  @Post('resend')
  @HttpCode(202)
  async resend(@Req() request: FastifyRequest, @Body() body: ResendDto): Promise<{ message: string }> {
    if (!body.bookingId === !body.orderId) throw myBookingError.ONE_TARGET('Choose one booking or order to resend.');
    await this.bookings.resend(await this.parent(request), body);
    return { message: MY_BOOKING_MESSAGES.resent };
  }

  @Post('logout')
  @HttpCode(204)
  logout(@Res({ passthrough: true }) reply: FastifyReply): void {
    this.session.close(reply);
  }

  /** Ends every session of the signed-in contact, on every device, this one included. */
  @Post('sessions/end-all')
  @HttpCode(204)
  async endAll(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.session.endAll(await this.parent(request));
    this.session.close(reply);
  }

  private parent(request: FastifyRequest): Promise<Contact> {
    return this.session.signedIn(request);
  }
}
