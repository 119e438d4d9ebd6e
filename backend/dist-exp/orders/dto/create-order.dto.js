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
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsInt, IsObject, IsOptional, IsString, Matches, Max, Min, MinLength, ValidateNested } from 'class-validator';
import { EMAIL_RE, MAX_PURCHASE_QTY, MESSAGES, MIN_PURCHASE_QTY, MOBILE_RE, PINCODE_RE } from '@robo/domain';
const trim = ()=>Transform(({ value })=>typeof value === 'string' ? value.trim() : value);
export class ShippingAddressDto {
}
_ts_decorate([
    trim(),
    IsString({
        message: MESSAGES.addressLine1Required
    }),
    MinLength(1, {
        message: MESSAGES.addressLine1Required
    }),
    _ts_metadata("design:type", String)
], ShippingAddressDto.prototype, "line1", void 0);
_ts_decorate([
    trim(),
    IsOptional(),
    IsString(),
    _ts_metadata("design:type", String)
], ShippingAddressDto.prototype, "line2", void 0);
_ts_decorate([
    trim(),
    IsString({
        message: MESSAGES.cityRequired
    }),
    MinLength(1, {
        message: MESSAGES.cityRequired
    }),
    _ts_metadata("design:type", String)
], ShippingAddressDto.prototype, "city", void 0);
_ts_decorate([
    trim(),
    IsString({
        message: MESSAGES.stateRequired
    }),
    MinLength(1, {
        message: MESSAGES.stateRequired
    }),
    _ts_metadata("design:type", String)
], ShippingAddressDto.prototype, "state", void 0);
_ts_decorate([
    trim(),
    IsString({
        message: MESSAGES.pincodeInvalid
    }),
    Matches(PINCODE_RE, {
        message: MESSAGES.pincodeInvalid
    }),
    _ts_metadata("design:type", String)
], ShippingAddressDto.prototype, "pincode", void 0);
/** Body of POST /api/razorpay/create-order: what to buy and where to ship it. */ export class CreateOrderDto {
}
_ts_decorate([
    trim(),
    IsString({
        message: MESSAGES.productIdRequired
    }),
    MinLength(1, {
        message: MESSAGES.productIdRequired
    }),
    _ts_metadata("design:type", String)
], CreateOrderDto.prototype, "productId", void 0);
_ts_decorate([
    IsInt({
        message: MESSAGES.quantityRange
    }),
    Min(MIN_PURCHASE_QTY, {
        message: MESSAGES.quantityRange
    }),
    Max(MAX_PURCHASE_QTY, {
        message: MESSAGES.quantityRange
    }),
    _ts_metadata("design:type", Number)
], CreateOrderDto.prototype, "qty", void 0);
_ts_decorate([
    trim(),
    IsString({
        message: MESSAGES.customerNameMin
    }),
    MinLength(2, {
        message: MESSAGES.customerNameMin
    }),
    _ts_metadata("design:type", String)
], CreateOrderDto.prototype, "customerName", void 0);
_ts_decorate([
    trim(),
    IsString({
        message: MESSAGES.emailInvalid
    }),
    Matches(EMAIL_RE, {
        message: MESSAGES.emailInvalid
    }),
    _ts_metadata("design:type", String)
], CreateOrderDto.prototype, "customerEmail", void 0);
_ts_decorate([
    trim(),
    IsString({
        message: MESSAGES.mobileInvalid
    }),
    Matches(MOBILE_RE, {
        message: MESSAGES.mobileInvalid
    }),
    _ts_metadata("design:type", String)
], CreateOrderDto.prototype, "customerPhone", void 0);
_ts_decorate([
    IsDefined({
        message: MESSAGES.addressLine1Required
    }),
    IsObject({
        message: MESSAGES.addressLine1Required
    }),
    ValidateNested(),
    Type(()=>ShippingAddressDto),
    _ts_metadata("design:type", typeof ShippingAddressDto === "undefined" ? Object : ShippingAddressDto)
], CreateOrderDto.prototype, "shippingAddress", void 0);
_ts_decorate([
    IsOptional(),
    _ts_metadata("design:type", Object)
], CreateOrderDto.prototype, "amount", void 0);

//# sourceMappingURL=create-order.dto.js.map