import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import {
  paise,
  rupeesToPaise,
  type CreateOrderResponse,
  type Language,
  type OrderDetails,
  type Paise,
} from '@robo/domain';
import { CatalogService } from '../catalog/catalog.service.js';
import { StockService } from '../catalog/stock.service.js';
import { orderError } from './orders.errors.js';
import { Settings } from '../config/settings.js';
import { AlarmShareReached } from '../hold-limits/alarm-share.js';
import type { HoldContext } from '../hold-limits/hold-context.js';
import { InvoiceFiles } from '../invoices/invoice-files.js';
import { PaymentGateway } from '../payments/payment-gateway.js';
import type { CreateOrderDto } from './dto/create-order.dto.js';
import { Order } from './entities/order.entity.js';
import { newOrderId } from './order-id.js';
import { toOrderDetails } from './order.mapper.js';
import { OrderHoldsService } from './order-holds.service.js';
import { orderReleaseValue } from './order-payable.js';
import { notEnoughStock, ORDER_NOT_FOUND, ORDER_RELEASE_REFUSED, PRODUCT_NOT_FOUND } from './orders.messages.js';
import { RetriedOrders } from './retried-orders.js';
import { signingKeys } from '../common/purpose-signature.js';
import { RecordAccess, type Asker } from '../my-booking/record-access.js';

/** Store orders: price on the server, reserve stock with the pending order, then open the payment. */
@Injectable()
export class OrdersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly stock: StockService,
    private readonly gateway: PaymentGateway,
    private readonly holds: OrderHoldsService,
    private readonly catalog: CatalogService,
    private readonly settings: Settings,
    private readonly invoiceFiles: InvoiceFiles,
    private readonly retried: RetriedOrders,
    private readonly access: RecordAccess,
  ) {}

  /**
   * The same order asked for again while its stock is held gets that order and gateway order back
   * (a failed payment may be retried on it: RetriedOrders); otherwise stock is reserved and a new
   * gateway order opened.
   */
  async create(input: CreateOrderDto, limits: HoldContext, language: Language): Promise<CreateOrderResponse> {
    const retried = await this.retried.live(input);
    if (retried) return this.answer(retried.gatewayOrderId, retried.totalAmount, 'INR');
    const order = await this.reserve(input, limits, language);
    await this.catalog.requestRegeneration();

    let gatewayOrder;
    try {
      gatewayOrder = await this.gateway.createOrder({
        amount: order.totalAmount,
        currency: 'INR',
        receipt: order.orderId,
        notes: { purpose: 'order', productId: order.productId, sku: order.productSku, qty: String(order.quantity) },
      });
    } catch (err) {
      // Nothing may stay held for a payment that never started.
      await this.holds.cancel(order.orderId);
      throw err;
    }

    await this.orders.update({ orderId: order.orderId }, { gatewayOrderId: gatewayOrder.id });
    return this.answer(gatewayOrder.id, gatewayOrder.amount, gatewayOrder.currency);
  }

  /** SPEC's create-order answer, plus the token that lets this buyer release the hold. */
  private answer(gatewayOrderId: string, amount: Paise, currency: string): CreateOrderResponse {
    return {
      order_id: gatewayOrderId,
      amount,
      currency,
      releaseToken: signingKeys(this.settings).sign('release', orderReleaseValue(gatewayOrderId)),
    };
  }

  /**
   * A buyer who closes the checkout gives the stock back at once
   * (`POST /api/store/orders/:orderId/release`, the gateway order id create-order answered), only
   * with the token answered with it and only while the order is unpaid.
   */
  async release(gatewayOrderId: string, releaseToken: unknown): Promise<{ released: true }> {
    const released =
      signingKeys(this.settings).verify('release', orderReleaseValue(gatewayOrderId), releaseToken) &&
      (await this.holds.releaseUnpaid(gatewayOrderId)) > 0;
    if (!released) throw orderError.RELEASE_REFUSED(ORDER_RELEASE_REFUSED);
    return { released: true };
  }

  /** The order page's record: with its invoice link for its owner (RecordAccess) only; the invoice holds the address. */
  async details(orderId: string, asker: Asker): Promise<OrderDetails> {
    const order = await this.orders.findOneBy({ orderId });
    if (!order) throw orderError.ORDER_NOT_FOUND(ORDER_NOT_FOUND);
    const owner = {
      releaseValue: order.gatewayOrderId && orderReleaseValue(order.gatewayOrderId),
      phone: order.customerPhone,
      email: order.customerEmail,
    };
    if (!this.access.opens(asker, owner, ['desk', 'store'])) return { ...toOrderDetails(order), masked: true };
    const invoiceUrl = await this.invoiceFiles.buyerLink(order.orderId);
    return { ...toOrderDetails(order), ...(invoiceUrl && { invoiceUrl }) };
  }

  /** Takes the stock and writes the pending order in one transaction; nothing is held on refusal. */
  private reserve(input: CreateOrderDto, limits: HoldContext, language: Language) {
    return this.db.transaction(async (manager) => {
      const orderId = newOrderId();
      const taken = await this.stock.reserve(
        manager,
        input.productId,
        input.qty,
        { reason: 'order_hold', orderId },
        limits.alarmShare,
      );
      if (!taken.ok) {
        if (taken.reason === 'alarm-share') throw new AlarmShareReached();
        throw taken.reason === 'not-found'
          ? orderError.PRODUCT_NOT_FOUND(PRODUCT_NOT_FOUND)
          : orderError.OUT_OF_STOCK(notEnoughStock(taken.available), { available: taken.available });
      }
      const unitPrice = rupeesToPaise(taken.product.price);
      const order = {
        orderId,
        productId: taken.product.id,
        productName: taken.product.name,
        productSku: taken.product.sku,
        quantity: input.qty,
        unitPrice,
        totalAmount: paise(unitPrice * input.qty),
        customerName: input.customerName,
        customerEmail: input.customerEmail,
        customerPhone: input.customerPhone,
        shippingAddress: { ...input.shippingAddress },
        buyerGstin: input.buyerGstin ?? null,
      };
      await manager.insert(Order, {
        ...order,
        clientKey: limits.clientKey,
        language,
        holdExpiresAt: () => `now() + make_interval(secs => ${this.settings.newHoldSeconds})`,
      });
      return order;
    });
  }
}
