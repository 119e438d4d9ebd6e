import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MESSAGES, ORDER_READS, type StoreVerifyResponse } from '@robo/domain';
import { orderError } from './orders.errors.js';
import { PaymentSignatures } from '../payments/payment-signatures.js';
import { PaymentGateway } from '../payments/payment-gateway.js';
import { PaymentTargets } from '../payments/payment-targets.js';
import type { VerifyStorePaymentDto } from './dto/verify-store-payment.dto.js';
import { Order } from './entities/order.entity.js';
import { orderStatusUrl } from './order.mapper.js';
import { ORDER_NOT_FOUND } from './orders.messages.js';

/** The store checkout's browser callback: a signed payment, checked with the gateway, confirmed by the payment pipeline. */
@Injectable()
export class OrderPaymentsService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly gateway: PaymentGateway,
    private readonly signatures: PaymentSignatures,
    private readonly targets: PaymentTargets,
  ) {}

  async verify(body: VerifyStorePaymentDto): Promise<StoreVerifyResponse> {
    const { razorpay_order_id: gatewayOrderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = body;
    if (!this.signatures.isValidPayment(gatewayOrderId, paymentId, signature)) {
      throw orderError.PAYMENT_VERIFICATION_FAILED(MESSAGES.paymentVerificationFailed);
    }
    if (!(await this.orders.existsBy({ gatewayOrderId }))) throw orderError.ORDER_NOT_FOUND(ORDER_NOT_FOUND);
    // The gateway's own record of the payment, checked like a webhook's (amount, currency, captured).
    const payment = await this.gateway.fetchPayment(paymentId);
    if (payment.orderId !== gatewayOrderId || (await this.targets.settle(payment, 'verify')) !== 'settled') {
      throw orderError.PAYMENT_VERIFICATION_FAILED(MESSAGES.paymentVerificationFailed);
    }
    const order = await this.orders.findOneByOrFail({ gatewayOrderId });
    return { success: ORDER_READS.paid.test(order), redirectUrl: orderStatusUrl(order) };
  }
}
