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
import { IsBoolean, IsInt, IsOptional, Length, Min } from 'class-validator';
import { MESSAGES } from '@robo/domain';
import { Trim } from '../../common/trim.js';
/** Body of POST /api/admin/venues and PUT /api/admin/venues/{id} (SPEC 5 "Venue admin"). */ export class AdminVenueDto {
    constructor(){
        /** Seats already sold elsewhere, for a new venue; on an existing venue bookings own this count. */ this.bookedSeats = 0;
        this.isActive = true;
    }
}
_ts_decorate([
    Trim(),
    Length(1, undefined, {
        message: MESSAGES.venueNameRequired
    }),
    _ts_metadata("design:type", String)
], AdminVenueDto.prototype, "name", void 0);
_ts_decorate([
    Trim(),
    Length(1, undefined, {
        message: MESSAGES.displayNameRequired
    }),
    _ts_metadata("design:type", String)
], AdminVenueDto.prototype, "displayName", void 0);
_ts_decorate([
    Trim(),
    Length(1, undefined, {
        message: MESSAGES.cityRequired
    }),
    _ts_metadata("design:type", String)
], AdminVenueDto.prototype, "city", void 0);
_ts_decorate([
    Trim(),
    Length(1, undefined, {
        message: MESSAGES.addressRequired
    }),
    _ts_metadata("design:type", String)
], AdminVenueDto.prototype, "address", void 0);
_ts_decorate([
    Trim(),
    Length(1, undefined, {
        message: MESSAGES.dateTimeRequired
    }),
    _ts_metadata("design:type", String)
], AdminVenueDto.prototype, "dateTime", void 0);
_ts_decorate([
    IsInt({
        message: MESSAGES.maxSeatsMin
    }),
    Min(1, {
        message: MESSAGES.maxSeatsMin
    }),
    _ts_metadata("design:type", Number)
], AdminVenueDto.prototype, "maxSeats", void 0);
_ts_decorate([
    IsOptional(),
    IsInt({
        message: MESSAGES.bookedSeatsMin
    }),
    Min(0, {
        message: MESSAGES.bookedSeatsMin
    }),
    _ts_metadata("design:type", Number)
], AdminVenueDto.prototype, "bookedSeats", void 0);
_ts_decorate([
    IsOptional(),
    IsBoolean(),
    _ts_metadata("design:type", Boolean)
], AdminVenueDto.prototype, "isActive", void 0);

//# sourceMappingURL=admin-venue.dto.js.map