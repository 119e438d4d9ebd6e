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
import { Column, Entity, PrimaryColumn } from 'typeorm';
export class WebhookEvent {
}
_ts_decorate([
    PrimaryColumn({
        name: 'event_id',
        type: 'text'
    }),
    _ts_metadata("design:type", String)
], WebhookEvent.prototype, "eventId", void 0);
_ts_decorate([
    Column({
        type: 'text'
    }),
    _ts_metadata("design:type", String)
], WebhookEvent.prototype, "event", void 0);
_ts_decorate([
    Column({
        name: 'received_at',
        type: 'timestamptz',
        default: ()=>'now()'
    }),
    _ts_metadata("design:type", typeof Date === "undefined" ? Object : Date)
], WebhookEvent.prototype, "receivedAt", void 0);
WebhookEvent = _ts_decorate([
    Entity('webhook_events')
], WebhookEvent);

//# sourceMappingURL=webhook-event.entity.js.map