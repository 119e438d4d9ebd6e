function _ts_decorate(decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") {
        r = Reflect.decorate(decorators, target, key, desc);
    } else {
        for(var i = decorators.length - 1; i >= 0; i--){
            if (d = decorators[i]) {
                r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
            }
        }
    }
    return c > 3 && r && Object.defineProperty(target, key, r), r;
}
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { Order } from './entities/order.entity.js';
import { ExpireOrderJob } from './jobs/expire-order.job.js';
import { SweepOrderHoldsJob } from './jobs/sweep-order-holds.job.js';
import { OrderConfirmationsService } from './order-confirmations.service.js';
import { OrderHoldsService } from './order-holds.service.js';
import { OrderPaymentsService } from './order-payments.service.js';
import { OrdersService } from './orders.service.js';
import { StoreController } from './store.controller.js';
import { WhatsappController } from './whatsapp.controller.js';
export class OrdersModule {
}
OrdersModule = _ts_decorate([
    Module({
        imports: [
            TypeOrmModule.forFeature([
                Order
            ]),
            CatalogModule,
            PaymentsModule,
            NotificationsModule
        ],
        controllers: [
            StoreController,
            WhatsappController
        ],
        providers: [
            OrdersService,
            OrderPaymentsService,
            OrderHoldsService,
            OrderConfirmationsService,
            ExpireOrderJob,
            SweepOrderHoldsJob
        ]
    })
], OrdersModule);

//# sourceMappingURL=orders.module.js.map