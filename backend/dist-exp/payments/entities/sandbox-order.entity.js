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
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
export class SandboxOrder {
}
_ts_decorate([
    PrimaryColumn({
        type: 'text'
    }),
    _ts_metadata("design:type", String)
], SandboxOrder.prototype, "id", void 0);
_ts_decorate([
    Column({
        type: 'integer'
    }),
    _ts_metadata("design:type", Number)
], SandboxOrder.prototype, "amount", void 0);
_ts_decorate([
    Column({
        type: 'text'
    }),
    _ts_metadata("design:type", String)
], SandboxOrder.prototype, "currency", void 0);
_ts_decorate([
    Column({
        type: 'text',
        nullable: true
    }),
    _ts_metadata("design:type", Object)
], SandboxOrder.prototype, "receipt", void 0);
_ts_decorate([
    Column({
        type: 'jsonb',
        default: ()=>"'{}'"
    }),
    _ts_metadata("design:type", typeof Record === "undefined" ? Object : Record)
], SandboxOrder.prototype, "notes", void 0);
_ts_decorate([
    Column({
        type: 'text',
        default: 'created'
    }),
    _ts_metadata("design:type", String)
], SandboxOrder.prototype, "status", void 0);
_ts_decorate([
    Column({
        name: 'payment_id',
        type: 'text',
        nullable: true
    }),
    _ts_metadata("design:type", Object)
], SandboxOrder.prototype, "paymentId", void 0);
_ts_decorate([
    Column({
        type: 'jsonb',
        default: ()=>"'[]'"
    }),
    _ts_metadata("design:type", typeof Array === "undefined" ? Object : Array)
], SandboxOrder.prototype, "refunds", void 0);
_ts_decorate([
    CreateDateColumn({
        name: 'created_at',
        type: 'timestamptz'
    }),
    _ts_metadata("design:type", typeof Date === "undefined" ? Object : Date)
], SandboxOrder.prototype, "createdAt", void 0);
SandboxOrder = _ts_decorate([
    Entity('sandbox_orders')
], SandboxOrder);

//# sourceMappingURL=sandbox-order.entity.js.map