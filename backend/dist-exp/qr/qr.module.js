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
import { RegistrationsModule } from '../registrations/registrations.module.js';
import { CheckInController } from './check-in.controller.js';
import { RenderBookingQrJob } from './jobs/render-booking-qr.job.js';
import { QrService } from './qr.service.js';
export class QrModule {
}
QrModule = _ts_decorate([
    Module({
        imports: [
            RegistrationsModule
        ],
        controllers: [
            CheckInController
        ],
        providers: [
            QrService,
            RenderBookingQrJob
        ]
    })
], QrModule);

//# sourceMappingURL=qr.module.js.map