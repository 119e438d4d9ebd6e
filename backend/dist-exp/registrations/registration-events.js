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
import { Injectable, Logger } from '@nestjs/common';
export class RegistrationEvents {
    onConfirmed(listener) {
        this.confirmed.push(listener);
    }
    async emitConfirmed(booking) {
        for (const listener of this.confirmed){
            await listener(booking).catch((err)=>{
                this.logger.warn(`A confirmation listener failed for ${booking.bookingId}: ${err.message}`);
            });
        }
    }
    constructor(){
        this.logger = new Logger('RegistrationEvents');
        this.confirmed = [];
    }
}
RegistrationEvents = _ts_decorate([
    Injectable()
], RegistrationEvents);

//# sourceMappingURL=registration-events.js.map