import { Body, Controller, Get, HttpCode, Param, Post, Req, UseInterceptors } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type {
  CreateOrderResponse,
  Language,
  OpenedCheckout,
  OrderDetails,
  PublicConfig,
  StoreVerifyResponse,
} from '@robo/domain';
import { SiteLanguage } from '../common/site-language.js';
import { LookupMissesInterceptor } from '../common/limits/lookup-misses.interceptor.js';
import { HoldLimitsFor, type HoldContext } from '../hold-limits/hold-context.js';
import { HoldLimits } from '../hold-limits/hold-limit.guard.js';
import { RecordAccess } from '../my-booking/record-access.js';
import { ReleaseHoldDto } from '../hold-limits/release-hold.dto.js';
import { PaymentGateway } from '../payments/payment-gateway.js';
import { PaymentPipeline } from '../payments/pipeline/payment-pipeline.js';
import { CreateOrderDto } from './dto/create-order.dto.js';
import { VerifyStorePaymentDto } from './dto/verify-store-payment.dto.js';
import { OrderPaymentsService } from './order-payments.service.js';
import { OrdersService } from './orders.service.js';
import { RetriedOrders } from './retried-orders.js';

/** The store's checkout: public config, order creation, payment verification, order details. */
@Controller('api')
export class StoreController {
  constructor(
    private readonly orders: OrdersService,
    private readonly payments: OrderPaymentsService,
    private readonly gateway: PaymentGateway,
    private readonly pipeline: PaymentPipeline,
    private readonly access: RecordAccess,
  ) {}

  @Get('config/public')
  publicConfig(): PublicConfig {
    return { razorpay_key_id: this.gateway.keyId, checkout_url: this.gateway.checkoutUrl };
  }

  @Post('razorpay/create-order')
  @HttpCode(200)
  @HoldLimits('order', RetriedOrders)
  createOrder(
    @Body() body: CreateOrderDto,
    @HoldLimitsFor() limits: HoldContext,
    @SiteLanguage() language: Language,
  ): Promise<CreateOrderResponse> {
    return this.orders.create(body, limits, language);
  }

  @Post('store/orders/:orderId/release')
  @HttpCode(200)
  release(@Param('orderId') orderId: string, @Body() body: ReleaseHoldDto): Promise<{ released: true }> {
    return this.orders.release(orderId, body.releaseToken);
  }

  @Post('store/orders/:orderId/checkout')
  @HttpCode(200)
  openCheckout(@Param('orderId') orderId: string, @Body() body: ReleaseHoldDto): Promise<OpenedCheckout> {
    return this.pipeline.openCheckout('order', orderId, body.releaseToken);
  }

  @Post('store/verify-payment')
  @HttpCode(200)
  verifyPayment(@Body() body: VerifyStorePaymentDto): Promise<StoreVerifyResponse> {
    return this.payments.verify(body);
  }

  @Get('order-details/:orderId')
  @UseInterceptors(LookupMissesInterceptor)
  async orderDetails(@Param('orderId') orderId: string, @Req() request: FastifyRequest): Promise<OrderDetails> {
    return this.orders.details(orderId, await this.access.asker(request));
  }
}
