import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingsDeskModule } from '../bookings-desk/bookings-desk.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { RecordAccessModule } from '../my-booking/record-access.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { RemindersModule } from '../reminders/reminders.module.js';
import { AdminOrdersController } from './admin-orders.controller.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { Order } from './entities/order.entity.js';
import { LowStockDigestJob } from './jobs/low-stock-digest.job.js';
import { IdempotentRequests } from '../common/idempotent-requests.js';
import { OrderCancellationService } from './order-cancellation.service.js';
import { OrderRefundService } from './order-refund.service.js';
import { OrderRefundRequests } from './order-refund-requests.js';
import { OrderRestock } from './order-restock.js';
import { OrderFulfilmentService } from './order-fulfilment.service.js';
import { OrderNotesService } from './order-notes.service.js';
import { OrderTimeline } from './order-timeline.js';
import { OrderConfirmationsService } from './order-confirmations.service.js';
import { OrderHoldsService } from './order-holds.service.js';
import { OrderPayable } from './order-payable.js';
import { OrderPaymentsService } from './order-payments.service.js';
import { OrdersService } from './orders.service.js';
import { RetriedOrders } from './retried-orders.js';
import { StoreController } from './store.controller.js';
import { WhatsappController } from './whatsapp.controller.js';

/** Store orders: checkout, stock holds, payment confirmation and the WhatsApp confirmation. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Order]),
    RemindersModule,
    CatalogModule,
    PaymentsModule,
    InvoicesModule,
    BookingsDeskModule,
    RecordAccessModule,
  ],
  controllers: [StoreController, WhatsappController, AdminOrdersController],
  providers: [
    OrdersService,
    AdminOrdersService,
    OrderFulfilmentService,
    OrderCancellationService,
    OrderRefundService,
    OrderRefundRequests,
    OrderRestock,
    OrderNotesService,
    OrderTimeline,
    IdempotentRequests,
    OrderPaymentsService,
    OrderPayable,
    OrderHoldsService,
    OrderConfirmationsService,
    LowStockDigestJob,
    RetriedOrders,
  ],
})
export class OrdersModule {}
