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
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, UpdatedAt } from '../../common/columns.js';
export class Venue {
}
_ts_decorate([
    PrimaryGeneratedColumn(),
    _ts_metadata("design:type", Number)
], Venue.prototype, "id", void 0);
_ts_decorate([
    Column({
        type: 'text',
        unique: true
    }),
    _ts_metadata("design:type", String)
], Venue.prototype, "name", void 0);
_ts_decorate([
    Column({
        name: 'display_name',
        type: 'text'
    }),
    _ts_metadata("design:type", String)
], Venue.prototype, "displayName", void 0);
_ts_decorate([
    Column({
        type: 'text'
    }),
    _ts_metadata("design:type", String)
], Venue.prototype, "city", void 0);
_ts_decorate([
    Column({
        type: 'text'
    }),
    _ts_metadata("design:type", String)
], Venue.prototype, "address", void 0);
_ts_decorate([
    Column({
        name: 'date_time',
        type: 'text'
    }),
    _ts_metadata("design:type", String)
], Venue.prototype, "dateTime", void 0);
_ts_decorate([
    IntColumn({
        name: 'max_seats',
        default: 150
    }),
    _ts_metadata("design:type", Number)
], Venue.prototype, "maxSeats", void 0);
_ts_decorate([
    IntColumn({
        name: 'booked_seats',
        default: 0
    }),
    _ts_metadata("design:type", Number)
], Venue.prototype, "bookedSeats", void 0);
_ts_decorate([
    Column({
        name: 'is_active',
        type: 'boolean',
        default: true
    }),
    _ts_metadata("design:type", Boolean)
], Venue.prototype, "isActive", void 0);
_ts_decorate([
    CreatedAt(),
    _ts_metadata("design:type", typeof Date === "undefined" ? Object : Date)
], Venue.prototype, "createdAt", void 0);
_ts_decorate([
    UpdatedAt(),
    _ts_metadata("design:type", typeof Date === "undefined" ? Object : Date)
], Venue.prototype, "updatedAt", void 0);
Venue = _ts_decorate([
    Entity('venues')
], Venue);

//# sourceMappingURL=venue.entity.js.map