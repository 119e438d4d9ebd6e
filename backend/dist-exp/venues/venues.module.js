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
import { AdminVenuesController } from './admin-venues.controller.js';
import { AdminVenuesService } from './admin-venues.service.js';
import { Venue } from './entities/venue.entity.js';
import { VenuesController } from './venues.controller.js';
import { VenuesService } from './venues.service.js';
export class VenuesModule {
}
VenuesModule = _ts_decorate([
    Module({
        imports: [
            TypeOrmModule.forFeature([
                Venue
            ])
        ],
        controllers: [
            VenuesController,
            AdminVenuesController
        ],
        providers: [
            VenuesService,
            AdminVenuesService
        ],
        exports: [
            VenuesService
        ]
    })
], VenuesModule);

//# sourceMappingURL=venues.module.js.map