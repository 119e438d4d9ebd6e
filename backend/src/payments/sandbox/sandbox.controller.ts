import { Body, Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import { IsString, Matches } from 'class-validator';
import { paymentError } from '../payments.errors.js';
import { PaymentGateway } from '../payment-gateway.js';
import { SandboxGateway } from './sandbox-gateway.js';
import { SANDBOX_CHECKOUT_SCRIPT } from './sandbox-checkout-script.js';

class SandboxPayDto {
  @IsString() @Matches(/^order_[A-Za-z0-9]+$/) order_id: string;
}

/** The sandbox checkout's endpoints; they exist only while the sandbox is the gateway. */
@Controller('sandbox')
export class SandboxController {
  constructor(private readonly gateway: PaymentGateway) {}

  private get sandbox(): SandboxGateway {
    if (!(this.gateway instanceof SandboxGateway)) throw paymentError.SANDBOX_OFF('Not found');
    return this.gateway;
  }

  @Get('checkout.js')
  @Header('content-type', 'application/javascript; charset=utf-8')
  @Header('cache-control', 'no-cache')
  script(): string {
    void this.sandbox;
    return SANDBOX_CHECKOUT_SCRIPT;
  }

  @Post('pay')
  @HttpCode(200)
  async pay(@Body() body: SandboxPayDto) {
    const result = await this.sandbox.pay(body.order_id);
    if (!result) throw paymentError.SANDBOX_ORDER_NOT_FOUND('Order not found');
    return result;
  }
}
