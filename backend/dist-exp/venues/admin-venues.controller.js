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
import { Body, Controller, Delete, Get, Param, Post, Put, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../auth/admin.guard.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { ADMIN_VENUE_NOT_FOUND, AdminVenuesService } from './admin-venues.service.js';
import { AdminVenueDto } from './dto/admin-venue.dto.js';
const VenueId = ()=>Param('id', new IdParamPipe(ADMIN_VENUE_NOT_FOUND));
export class AdminVenuesController {
    constructor(venues){
        this.venues = venues;
    }
    list() {
        return this.venues.list();
    }
    create(body) {
        return this.venues.create(body);
    }
    update(id, body) {
        return this.venues.update(id, body);
    }
    deactivate(id) {
        return this.venues.deactivate(id);
    }
    async remove(id) {
        await this.venues.remove(id);
        return {
            success: true
        };
    }
}
_ts_decorate([
    Get(),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", []),
    _ts_metadata("design:returntype", typeof Promise === "undefined" ? Object : Promise)
], AdminVenuesController.prototype, "list", null);
_ts_decorate([
    Post(),
    _ts_param(0, Body()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof AdminVenueDto === "undefined" ? Object : AdminVenueDto
    ]),
    _ts_metadata("design:returntype", typeof Promise === "undefined" ? Object : Promise)
], AdminVenuesController.prototype, "create", null);
_ts_decorate([
    Put(':id'),
    _ts_param(0, VenueId()),
    _ts_param(1, Body()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        Number,
        typeof AdminVenueDto === "undefined" ? Object : AdminVenueDto
    ]),
    _ts_metadata("design:returntype", typeof Promise === "undefined" ? Object : Promise)
], AdminVenuesController.prototype, "update", null);
_ts_decorate([
    Put(':id/deactivate'),
    _ts_param(0, VenueId()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        Number
    ]),
    _ts_metadata("design:returntype", typeof Promise === "undefined" ? Object : Promise)
], AdminVenuesController.prototype, "deactivate", null);
_ts_decorate([
    Delete(':id'),
    _ts_param(0, VenueId()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        Number
    ]),
    _ts_metadata("design:returntype", Promise)
], AdminVenuesController.prototype, "remove", null);
AdminVenuesController = _ts_decorate([
    Controller('api/admin/venues'),
    UseGuards(AdminGuard),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof AdminVenuesService === "undefined" ? Object : AdminVenuesService
    ])
], AdminVenuesController);

//# sourceMappingURL=admin-venues.controller.js.map