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
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { IntColumn, UpdatedAt } from '../../common/columns.js';
export class Registration {
}
_ts_decorate([
    PrimaryGeneratedColumn(),
    _ts_metadata("design:type", Number)
], Registration.prototype, "id", void 0);
_ts_decorate([
    Column({
        name: 'parent_name',
        type: 'text'
    }),
    _ts_metadata("design:type", String)
], Registration.prototype, "parentName", void 0);
_ts_decorate([
    Column({
        name: 'phone_number',
        type: 'text'
    }),
    _ts_metadata("design:type", String)
], Registration.prototype, "phoneNumber", void 0);
_ts_decorate([
    Column({
        type: 'text'
    }),
    _ts_metadata("design:type", String)
], Registration.prototype, "email", void 0);
_ts_decorate([
    Column({
        name: 'child_name',
        type: 'text'
    }),
    _ts_metadata("design:type", String)
], Registration.prototype, "childName", void 0);
_ts_decorate([
    Column({
        name: 'grade_group',
        type: 'text'
    }),
    _ts_metadata("design:type", typeof GradeGroup === "undefined" ? Object : GradeGroup)
], Registration.prototype, "gradeGroup", void 0);
_ts_decorate([
    Column({
        name: 'school_name',
        type: 'text'
    }),
    _ts_metadata("design:type", String)
], Registration.prototype, "schoolName", void 0);
_ts_decorate([
    Column({
        name: 'venue_id',
        type: 'integer'
    }),
    _ts_metadata("design:type", Number)
], Registration.prototype, "venueId", void 0);
_ts_decorate([
    Column({
        name: 'takeaway_kit',
        type: 'boolean',
        default: false
    }),
    _ts_metadata("design:type", Boolean)
], Registration.prototype, "takeawayKit", void 0);
_ts_decorate([
    IntColumn({
        name: 'total_amount',
        default: 300
    }),
    _ts_metadata("design:type", Number)
], Registration.prototype, "totalAmount", void 0);
_ts_decorate([
    IntColumn({
        name: 'original_amount',
        default: 300
    }),
    _ts_metadata("design:type", Number)
], Registration.prototype, "originalAmount", void 0);
_ts_decorate([
    Column({
        name: 'coupon_code',
        type: 'text',
        nullable: true
    }),
    _ts_metadata("design:type", Object)
], Registration.prototype, "couponCode", void 0);
_ts_decorate([
    IntColumn({
        name: 'discount_amount',
        default: 0
    }),
    _ts_metadata("design:type", Number)
], Registration.prototype, "discountAmount", void 0);
_ts_decorate([
    Column({
        name: 'booking_id',
        type: 'text',
        unique: true
    }),
    _ts_metadata("design:type", String)
], Registration.prototype, "bookingId", void 0);
_ts_decorate([
    Column({
        name: 'payment_id',
        type: 'text',
        nullable: true
    }),
    _ts_metadata("design:type", Object)
], Registration.prototype, "paymentId", void 0);
_ts_decorate([
    Column({
        name: 'payment_status',
        type: 'text',
        default: 'pending'
    }),
    _ts_metadata("design:type", typeof RegistrationPaymentStatus === "undefined" ? Object : RegistrationPaymentStatus)
], Registration.prototype, "paymentStatus", void 0);
_ts_decorate([
    Column({
        name: 'qr_code_url',
        type: 'text',
        nullable: true
    }),
    _ts_metadata("design:type", Object)
], Registration.prototype, "qrCodeUrl", void 0);
_ts_decorate([
    Column({
        name: 'simple_qr_code_url',
        type: 'text',
        nullable: true
    }),
    _ts_metadata("design:type", Object)
], Registration.prototype, "simpleQrCodeUrl", void 0);
_ts_decorate([
    Column({
        name: 'whatsapp_sent',
        type: 'boolean',
        default: false
    }),
    _ts_metadata("design:type", Boolean)
], Registration.prototype, "whatsappSent", void 0);
_ts_decorate([
    CreateDateColumn({
        name: 'created_at',
        type: 'timestamptz'
    }),
    _ts_metadata("design:type", typeof Date === "undefined" ? Object : Date)
], Registration.prototype, "createdAt", void 0);
_ts_decorate([
    Column({
        name: 'gateway_order_id',
        type: 'text',
        nullable: true,
        unique: true
    }),
    _ts_metadata("design:type", Object)
], Registration.prototype, "gatewayOrderId", void 0);
_ts_decorate([
    Column({
        name: 'hold_expires_at',
        type: 'timestamptz'
    }),
    _ts_metadata("design:type", typeof Date === "undefined" ? Object : Date)
], Registration.prototype, "holdExpiresAt", void 0);
_ts_decorate([
    Column({
        name: 'holds_seat',
        type: 'boolean',
        default: true
    }),
    _ts_metadata("design:type", Boolean)
], Registration.prototype, "holdsSeat", void 0);
_ts_decorate([
    Column({
        name: 'holds_coupon',
        type: 'boolean',
        default: false
    }),
    _ts_metadata("design:type", Boolean)
], Registration.prototype, "holdsCoupon", void 0);
_ts_decorate([
    Column({
        name: 'holds_early_bird',
        type: 'boolean',
        default: false
    }),
    _ts_metadata("design:type", Boolean)
], Registration.prototype, "holdsEarlyBird", void 0);
_ts_decorate([
    Column({
        name: 'paid_at',
        type: 'timestamptz',
        nullable: true
    }),
    _ts_metadata("design:type", Object)
], Registration.prototype, "paidAt", void 0);
_ts_decorate([
    Column({
        name: 'refund_id',
        type: 'text',
        nullable: true
    }),
    _ts_metadata("design:type", Object)
], Registration.prototype, "refundId", void 0);
_ts_decorate([
    Column({
        name: 'refund_due',
        type: 'boolean',
        default: false
    }),
    _ts_metadata("design:type", Boolean)
], Registration.prototype, "refundDue", void 0);
_ts_decorate([
    UpdatedAt(),
    _ts_metadata("design:type", typeof Date === "undefined" ? Object : Date)
], Registration.prototype, "updatedAt", void 0);
Registration = _ts_decorate([
    Entity('registrations')
], Registration);

//# sourceMappingURL=registration.entity.js.map