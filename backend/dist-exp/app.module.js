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
import { AdminModule } from './admin/admin.module.js';
import { AuthModule } from './auth/auth.module.js';
import { CatalogModule } from './catalog/catalog.module.js';
import { CoreModule } from './core.module.js';
import { dataSourceOptions } from './database/database-runtime.js';
import { CouponsModule } from './coupons/coupons.module.js';
import { HealthModule } from './health/health.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { OrdersModule } from './orders/orders.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { QrModule } from './qr/qr.module.js';
import { RegistrationsModule } from './registrations/registrations.module.js';
import { UploadsModule } from './uploads/uploads.module.js';
import { VenuesModule } from './venues/venues.module.js';
/** Feature modules; web and worker processes load the same list. */ const FEATURE_MODULES = [
    HealthModule,
    PaymentsModule,
    OrdersModule,
    VenuesModule,
    CouponsModule,
    NotificationsModule,
    RegistrationsModule,
    QrModule,
    AuthModule,
    CatalogModule,
    UploadsModule,
    AdminModule
];
export class AppModule {
    static forRoot(runtime) {
        return {
            module: AppModule,
            imports: [
                CoreModule.forRoot(runtime),
                TypeOrmModule.forRoot(dataSourceOptions(runtime.database.url)),
                ...FEATURE_MODULES
            ]
        };
    }
}
AppModule = _ts_decorate([
    Module({})
], AppModule);

//# sourceMappingURL=app.module.js.map