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
import { Matches } from 'class-validator';
import { MESSAGES } from '@robo/domain';
/** Gateway ids, signatures and booking ids are short word-like tokens. */ const TOKEN = /^[A-Za-z0-9_-]{1,100}$/;
/** Body of POST /api/verify-payment: the checkout's response plus our booking id. */ export class VerifyPaymentDto {
}
_ts_decorate([
    Matches(TOKEN, {
        message: MESSAGES.paymentVerificationFailed
    }),
    _ts_metadata("design:type", String)
], VerifyPaymentDto.prototype, "razorpay_order_id", void 0);
_ts_decorate([
    Matches(TOKEN, {
        message: MESSAGES.paymentVerificationFailed
    }),
    _ts_metadata("design:type", String)
], VerifyPaymentDto.prototype, "razorpay_payment_id", void 0);
_ts_decorate([
    Matches(TOKEN, {
        message: MESSAGES.paymentVerificationFailed
    }),
    _ts_metadata("design:type", String)
], VerifyPaymentDto.prototype, "razorpay_signature", void 0);
_ts_decorate([
    Matches(TOKEN, {
        message: MESSAGES.bookingNotFound
    }),
    _ts_metadata("design:type", String)
], VerifyPaymentDto.prototype, "booking_id", void 0);

//# sourceMappingURL=verify-payment.dto.js.map