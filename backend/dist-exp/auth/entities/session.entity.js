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
export class SessionRow {
}
_ts_decorate([
    PrimaryColumn({
        type: 'varchar'
    }),
    _ts_metadata("design:type", String)
], SessionRow.prototype, "sid", void 0);
_ts_decorate([
    Column({
        type: 'json'
    }),
    _ts_metadata("design:type", typeof Record === "undefined" ? Object : Record)
], SessionRow.prototype, "sess", void 0);
_ts_decorate([
    Column({
        type: 'timestamp',
        precision: 6
    }),
    _ts_metadata("design:type", typeof Date === "undefined" ? Object : Date)
], SessionRow.prototype, "expire", void 0);
SessionRow = _ts_decorate([
    Entity('sessions')
], SessionRow);

//# sourceMappingURL=session.entity.js.map