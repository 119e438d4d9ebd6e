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
import { Transform } from 'class-transformer';
import { Equals, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { BASE_TICKET_PAISE, COUPON_CODE_MAX, EMAIL_RE, GRADE_GROUPS, INDIAN_PHONE_RE, MESSAGES, MOBILE_RE } from '@robo/domain';
const trim = ({ value })=>typeof value === 'string' ? value.trim() : value;
/**
 * Body of POST /api/registrations (SPEC 5): either `phoneNumber` ('91' + mobile), or the form's
 * variant with a 10-digit `mobileNumber` and `termsAccepted`. Properties are in form order, so
 * the first message is the first field at fault. (MinLength and Matches also refuse non-strings.)
 */ export class CreateRegistrationDto {
    /** The number the booking is made for, from whichever variant was sent. */ get phone() {
        return this.phoneNumber ?? `91${this.mobileNumber}`;
    }
    constructor(){
        this.takeawayKit = false;
        this.discountAmount = 0;
    }
}
_ts_decorate([
    Transform(trim),
    MinLength(2, {
        message: MESSAGES.parentNameMin
    }),
    _ts_metadata("design:type", String)
], CreateRegistrationDto.prototype, "parentName", void 0);
_ts_decorate([
    ValidateIf((o)=>o.phoneNumber !== undefined || o.mobileNumber === undefined),
    Transform(trim),
    Matches(INDIAN_PHONE_RE, {
        message: MESSAGES.phoneInvalid
    }),
    _ts_metadata("design:type", String)
], CreateRegistrationDto.prototype, "phoneNumber", void 0);
_ts_decorate([
    IsOptional(),
    Transform(trim),
    Matches(MOBILE_RE, {
        message: MESSAGES.mobileInvalid
    }),
    _ts_metadata("design:type", String)
], CreateRegistrationDto.prototype, "mobileNumber", void 0);
_ts_decorate([
    Transform(trim),
    Matches(EMAIL_RE, {
        message: MESSAGES.emailInvalid
    }),
    _ts_metadata("design:type", String)
], CreateRegistrationDto.prototype, "email", void 0);
_ts_decorate([
    Transform(trim),
    MinLength(2, {
        message: MESSAGES.childNameMin
    }),
    _ts_metadata("design:type", String)
], CreateRegistrationDto.prototype, "childName", void 0);
_ts_decorate([
    IsIn(GRADE_GROUPS, {
        message: MESSAGES.gradeGroupInvalid
    }),
    _ts_metadata("design:type", typeof GradeGroup === "undefined" ? Object : GradeGroup)
], CreateRegistrationDto.prototype, "gradeGroup", void 0);
_ts_decorate([
    Transform(trim),
    MinLength(2, {
        message: MESSAGES.schoolNameMin
    }),
    _ts_metadata("design:type", String)
], CreateRegistrationDto.prototype, "schoolName", void 0);
_ts_decorate([
    IsInt({
        message: MESSAGES.venueRequired
    }),
    Min(1, {
        message: MESSAGES.venueRequired
    }),
    _ts_metadata("design:type", Number)
], CreateRegistrationDto.prototype, "venueId", void 0);
_ts_decorate([
    IsOptional(),
    IsBoolean(),
    _ts_metadata("design:type", Boolean)
], CreateRegistrationDto.prototype, "takeawayKit", void 0);
_ts_decorate([
    IsInt({
        message: MESSAGES.invalidAmount
    }),
    Min(0, {
        message: MESSAGES.invalidAmount
    }),
    _ts_metadata("design:type", Number)
], CreateRegistrationDto.prototype, "totalAmount", void 0);
_ts_decorate([
    IsInt({
        message: MESSAGES.invalidOriginalAmount
    }),
    Min(BASE_TICKET_PAISE, {
        message: MESSAGES.invalidOriginalAmount
    }),
    _ts_metadata("design:type", Number)
], CreateRegistrationDto.prototype, "originalAmount", void 0);
_ts_decorate([
    ValidateIf((o)=>o.mobileNumber !== undefined || o.termsAccepted !== undefined),
    Equals(true, {
        message: MESSAGES.termsRequired
    }),
    _ts_metadata("design:type", Boolean)
], CreateRegistrationDto.prototype, "termsAccepted", void 0);
_ts_decorate([
    IsOptional(),
    Transform(trim),
    IsString({
        message: MESSAGES.couponInvalid
    }),
    MaxLength(COUPON_CODE_MAX, {
        message: MESSAGES.couponCodeTooLong
    }),
    _ts_metadata("design:type", Object)
], CreateRegistrationDto.prototype, "couponCode", void 0);
_ts_decorate([
    IsOptional(),
    IsInt({
        message: MESSAGES.invalidAmount
    }),
    Min(0, {
        message: MESSAGES.invalidAmount
    }),
    _ts_metadata("design:type", Number)
], CreateRegistrationDto.prototype, "discountAmount", void 0);

//# sourceMappingURL=create-registration.dto.js.map