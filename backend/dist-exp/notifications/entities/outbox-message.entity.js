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
export class OutboxMessage {
}
_ts_decorate([
    PrimaryGeneratedColumn(),
    _ts_metadata("design:type", Number)
], OutboxMessage.prototype, "id", void 0);
_ts_decorate([
    Column({
        name: 'dedupe_key',
        type: 'text',
        unique: true
    }),
    _ts_metadata("design:type", String)
], OutboxMessage.prototype, "dedupeKey", void 0);
_ts_decorate([
    Column({
        type: 'text',
        default: 'whatsapp'
    }),
    _ts_metadata("design:type", String)
], OutboxMessage.prototype, "channel", void 0);
_ts_decorate([
    Column({
        type: 'text'
    }),
    _ts_metadata("design:type", String)
], OutboxMessage.prototype, "recipient", void 0);
_ts_decorate([
    Column({
        type: 'text'
    }),
    _ts_metadata("design:type", String)
], OutboxMessage.prototype, "body", void 0);
_ts_decorate([
    Column({
        type: 'text'
    }),
    _ts_metadata("design:type", typeof OutboxStatus === "undefined" ? Object : OutboxStatus)
], OutboxMessage.prototype, "status", void 0);
_ts_decorate([
    Column({
        name: 'provider_message_id',
        type: 'text',
        nullable: true
    }),
    _ts_metadata("design:type", Object)
], OutboxMessage.prototype, "providerMessageId", void 0);
_ts_decorate([
    Column({
        type: 'text',
        nullable: true
    }),
    _ts_metadata("design:type", Object)
], OutboxMessage.prototype, "error", void 0);
_ts_decorate([
    CreateDateColumn({
        name: 'created_at',
        type: 'timestamptz'
    }),
    _ts_metadata("design:type", typeof Date === "undefined" ? Object : Date)
], OutboxMessage.prototype, "createdAt", void 0);
_ts_decorate([
    Column({
        name: 'sent_at',
        type: 'timestamptz',
        nullable: true
    }),
    _ts_metadata("design:type", Object)
], OutboxMessage.prototype, "sentAt", void 0);
OutboxMessage = _ts_decorate([
    Entity('notification_outbox')
], OutboxMessage);

//# sourceMappingURL=outbox-message.entity.js.map