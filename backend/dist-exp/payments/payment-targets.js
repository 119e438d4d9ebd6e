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
import { Injectable } from '@nestjs/common';
export class PaymentTargets {
    register(target) {
        this.targets.push(target);
    }
    all() {
        return this.targets;
    }
    /** Hands a captured payment to whichever target owns its order; false if none does. */ async settle(payment) {
        for (const target of this.targets){
            if (await target.settle(payment)) return true;
        }
        return false;
    }
    constructor(){
        this.targets = [];
    }
}
PaymentTargets = _ts_decorate([
    Injectable()
], PaymentTargets);

//# sourceMappingURL=payment-targets.js.map