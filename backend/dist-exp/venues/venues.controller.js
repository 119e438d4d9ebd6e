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
function _ts_param(paramIndex, decorator) {
    return function(target, key) {
        decorator(target, key, paramIndex);
    };
}
import { Controller, Get, Param } from '@nestjs/common';
import { VenuesService } from './venues.service.js';
export class VenuesController {
    constructor(venues){
        this.venues = venues;
    }
    list() {
        return this.venues.listActive();
    }
    availability(venueId) {
        return this.venues.availability(toVenueId(venueId));
    }
}
_ts_decorate([
    Get('venues'),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", []),
    _ts_metadata("design:returntype", typeof Promise === "undefined" ? Object : Promise)
], VenuesController.prototype, "list", null);
_ts_decorate([
    Get('availability/:venueId'),
    _ts_param(0, Param('venueId')),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        String
    ]),
    _ts_metadata("design:returntype", typeof Promise === "undefined" ? Object : Promise)
], VenuesController.prototype, "availability", null);
VenuesController = _ts_decorate([
    Controller('api'),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof VenuesService === "undefined" ? Object : VenuesService
    ])
], VenuesController);
/** A path segment that is not a positive integer names no venue (404, like an unknown id). */ function toVenueId(raw) {
    return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : 0;
}

//# sourceMappingURL=venues.controller.js.map