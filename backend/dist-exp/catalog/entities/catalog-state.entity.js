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
export class CatalogState {
}
_ts_decorate([
    PrimaryColumn({
        type: 'integer'
    }),
    _ts_metadata("design:type", Number)
], CatalogState.prototype, "id", void 0);
_ts_decorate([
    Column({
        type: 'jsonb'
    }),
    _ts_metadata("design:type", typeof CatalogFile === "undefined" ? Object : CatalogFile)
], CatalogState.prototype, "content", void 0);
_ts_decorate([
    Column({
        name: 'total_products',
        type: 'integer'
    }),
    _ts_metadata("design:type", Number)
], CatalogState.prototype, "totalProducts", void 0);
_ts_decorate([
    Column({
        name: 'last_updated',
        type: 'timestamptz'
    }),
    _ts_metadata("design:type", typeof Date === "undefined" ? Object : Date)
], CatalogState.prototype, "lastUpdated", void 0);
CatalogState = _ts_decorate([
    Entity('catalog_state')
], CatalogState);

//# sourceMappingURL=catalog-state.entity.js.map