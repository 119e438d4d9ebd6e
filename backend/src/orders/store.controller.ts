import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { CreateOrderResponse, OrderDetails, PublicConfig, StoreVerifyResponse } from '@robo/domain';
import { LookupMissesInterceptor } from '../common/limits/lookup-misses.interceptor.js';
import { holdLimitGuard } from '../hold-limits/hold-limit.guard.js';
import { RecordAccess } from '../my-booking/record-access.js';
import { ReleaseHoldDto } from '../hold-limits/release-hold.dto.js';
import { PaymentGateway } from '../payments/payment-gateway.js';
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
    private readonly access: RecordAccess,
  ) {}

  @Get('config/public')
  publicConfig(): PublicConfig {
    return { razorpay_key_id: this.gateway.keyId, checkout_url: this.gateway.checkoutUrl };
  }

  @Post('razorpay/create-order')
  @HttpCode(200)
  @UseGuards(holdLimitGuard('order', RetriedOrders))
  createOrder(@Body() body: CreateOrderDto): Promise<CreateOrderResponse> {
    return this.orders.create(body);
  }

  @Post('store/orders/:orderId/release')
  @HttpCode(200)
  release(@Param('orderId') orderId: string, @Body() body: ReleaseHoldDto): Promise<{ released: true }> {
    return this.orders.release(orderId, body.releaseToken);
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
