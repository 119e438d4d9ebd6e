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
function _ts_metadata(metadataKey, metadataValue) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") {
        return Reflect.metadata(metadataKey, metadataValue);
    }
}
import { IsString, MinLength } from 'class-validator';
import { MESSAGES } from '@robo/domain';
const required = {
    message: MESSAGES.paymentVerificationFailed
};
/** Body of POST /api/store/verify-payment: the checkout's success response. */ export class VerifyStorePaymentDto {
}
_ts_decorate([
    IsString(required),
    MinLength(1, required),
    _ts_metadata("design:type", String)
], VerifyStorePaymentDto.prototype, "razorpay_order_id", void 0);
_ts_decorate([
    IsString(required),
    MinLength(1, required),
    _ts_metadata("design:type", String)
], VerifyStorePaymentDto.prototype, "razorpay_payment_id", void 0);
_ts_decorate([
    IsString(required),
    MinLength(1, required),
    _ts_metadata("design:type", String)
], VerifyStorePaymentDto.prototype, "razorpay_signature", void 0);

//# sourceMappingURL=verify-store-payment.dto.js.map