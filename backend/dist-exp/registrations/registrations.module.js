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
import { CouponsModule } from '../coupons/coupons.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { VenuesModule } from '../venues/venues.module.js';
import { Registration } from './entities/registration.entity.js';
import { ExpireHoldJob } from './jobs/expire-hold.job.js';
import { SweepHoldsJob } from './jobs/sweep-holds.job.js';
import { LatePaymentRefunds } from './late-payment-refunds.service.js';
import { PaymentConfirmationService } from './payment-confirmation.service.js';
import { PricingService } from './pricing.service.js';
import { RegistrationEvents } from './registration-events.js';
import { RegistrationHoldsService } from './registration-holds.service.js';
import { RegistrationsController } from './registrations.controller.js';
import { RegistrationsService } from './registrations.service.js';
export class RegistrationsModule {
}
RegistrationsModule = _ts_decorate([
    Module({
        imports: [
            TypeOrmModule.forFeature([
                Registration
            ]),
            VenuesModule,
            CouponsModule,
            PaymentsModule,
            NotificationsModule
        ],
        controllers: [
            RegistrationsController
        ],
        providers: [
            RegistrationsService,
            RegistrationHoldsService,
            PricingService,
            PaymentConfirmationService,
            LatePaymentRefunds,
            RegistrationEvents,
            ExpireHoldJob,
            SweepHoldsJob
        ],
        exports: [
            RegistrationsService,
            RegistrationEvents
        ]
    })
], RegistrationsModule);

//# sourceMappingURL=registrations.module.js.map