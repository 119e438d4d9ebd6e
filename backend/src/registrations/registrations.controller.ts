import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Req,
  Res,
  UseInterceptors,
  type OnModuleInit,
} from '@nestjs/common';
import type { Language, OpenedCheckout, RazorpayConfig, RegistrationDetails } from '@robo/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FastReads } from '../common/fast-reads.js';
import { preparedJsonIfAny, sendCachedJson } from '../common/prepared-json.js';
import { SiteLanguage } from '../common/site-language.js';
import { LookupMissesInterceptor } from '../common/limits/lookup-misses.interceptor.js';
import { HoldLimitsFor, type HoldContext } from '../hold-limits/hold-context.js';
import { HoldLimits } from '../hold-limits/hold-limit.guard.js';
import { RecordAccess } from '../my-booking/record-access.js';
import { PaymentGateway } from '../payments/payment-gateway.js';
import { PaymentPipeline } from '../payments/pipeline/payment-pipeline.js';
import { CreateRegistrationDto } from './dto/create-registration.dto.js';
import { VerifyPaymentDto } from './dto/verify-payment.dto.js';
import { PricingService } from './pricing.service.js';
import { RegistrationsService, type CreatedRegistration } from './registrations.service.js';
import { ReleaseHoldDto } from '../hold-limits/release-hold.dto.js';
import { RetriedBookings } from './retried-bookings.js';

@Controller('api')
export class RegistrationsController implements OnModuleInit {
  constructor(
    private readonly registrations: RegistrationsService,
    private readonly pricing: PricingService,
    private readonly gateway: PaymentGateway,
    private readonly pipeline: PaymentPipeline,
    private readonly access: RecordAccess,
    private readonly fastReads: FastReads,
  ) {}

  /** While the price cache is fresh, `GET /api/pricing` is answered before Nest's pipeline (common/fast-reads.ts). */
  onModuleInit(): void {
    this.fastReads.serve('/api/pricing', () => preparedJsonIfAny(this.pricing.freshInfo()));
  }

  /** `PricingInfo` */
  @Get('pricing')
  async currentPricing(@Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    return sendCachedJson(reply, await this.pricing.info());
  }

  @Get('razorpay-config')
  razorpayConfig(): RazorpayConfig {
    return { keyId: this.gateway.keyId, checkoutUrl: this.gateway.checkoutUrl };
  }

  @Post('registrations')
  @HoldLimits('booking', RetriedBookings)
  create(
    @Body() body: CreateRegistrationDto,
    @HoldLimitsFor() limits: HoldContext,
    @SiteLanguage() language: Language,
  ): Promise<CreatedRegistration> {
    return this.registrations.create(body, limits, language);
  }

  @Post('registrations/:bookingId/release')
  @HttpCode(200)
  release(@Param('bookingId') bookingId: string, @Body() body: ReleaseHoldDto): Promise<{ released: true }> {
    return this.registrations.release(bookingId, body.releaseToken);
  }

  @Post('registrations/:bookingId/checkout')
  @HttpCode(200)
  openCheckout(@Param('bookingId') bookingId: string, @Body() body: ReleaseHoldDto): Promise<OpenedCheckout> {
    return this.pipeline.openCheckout('registration', bookingId, body.releaseToken);
  }

  @Post('verify-payment')
  @HttpCode(200)
  verifyPayment(@Body() body: VerifyPaymentDto): Promise<{ success: true; bookingId: string }> {
    return this.registrations.verifyPayment(body);
  }

  @Get('registration-details/:bookingId')
  @UseInterceptors(LookupMissesInterceptor)
  async details(@Param('bookingId') bookingId: string, @Req() request: FastifyRequest): Promise<RegistrationDetails> {
    return this.registrations.details(bookingId, await this.access.asker(request));
  }
}
