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
import { IsInt, IsOptional, IsString, MinLength } from 'class-validator';
import { MESSAGES } from '@robo/domain';
/**
 * Body of POST /api/whatsapp/send-confirmation (SPEC 7). Only `orderId` is used: the message is
 * built from the stored order and goes to that order's own phone, whatever `to` says.
 */ export class WhatsappConfirmationDto {
}
_ts_decorate([
    IsString({
        message: MESSAGES.orderIdRequired
    }),
    MinLength(1, {
        message: MESSAGES.orderIdRequired
    }),
    _ts_metadata("design:type", String)
], WhatsappConfirmationDto.prototype, "orderId", void 0);
_ts_decorate([
    IsOptional(),
    IsString(),
    _ts_metadata("design:type", String)
], WhatsappConfirmationDto.prototype, "to", void 0);
_ts_decorate([
    IsOptional(),
    IsString(),
    _ts_metadata("design:type", String)
], WhatsappConfirmationDto.prototype, "productName", void 0);
_ts_decorate([
    IsOptional(),
    IsString(),
    _ts_metadata("design:type", String)
], WhatsappConfirmationDto.prototype, "sku", void 0);
_ts_decorate([
    IsOptional(),
    IsInt(),
    _ts_metadata("design:type", Number)
], WhatsappConfirmationDto.prototype, "qty", void 0);
_ts_decorate([
    IsOptional(),
    IsInt(),
    _ts_metadata("design:type", Number)
], WhatsappConfirmationDto.prototype, "amountInPaise", void 0);

//# sourceMappingURL=whatsapp-confirmation.dto.js.map