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
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { notFound } from '../common/domain-error.js';
import { ActiveVenuesCache } from './active-venues-cache.js';
import { toAvailability, toPublicVenue } from './venue.mapper.js';
const VENUE_NOT_FOUND = 'Venue not found';
const PUBLIC_COLUMNS = `id, name, display_name AS "displayName", city, address, date_time AS "dateTime",
  max_seats AS "maxSeats", booked_seats AS "bookedSeats", is_active AS "isActive"`;
export class VenuesService {
    constructor(db){
        this.db = db;
        this.active = new ActiveVenuesCache(async ()=>{
            const rows = await this.db.query(`SELECT ${PUBLIC_COLUMNS} FROM venues WHERE is_active ORDER BY id`);
            return rows.map(toPublicVenue);
        });
    }
    async listActive() {
        return (await this.active.get()).list;
    }
    async availability(venueId) {
        const venue = (await this.active.get()).byId.get(venueId);
        if (!venue) throw notFound(VENUE_NOT_FOUND);
        return toAvailability(venue);
    }
    /** Public reads show committed venue and seat changes of this process from now on. */ venuesChanged() {
        this.active.clear();
    }
    async summary(venueId) {
        const [row] = await this.db.query(`SELECT display_name AS "displayName", date_time AS "dateTime", address FROM venues WHERE id = $1`, [
            venueId
        ]);
        return row ?? null;
    }
    /** Takes one seat of an active venue that has one free. */ async takeSeat(manager, venueId) {
        const [venue] = await manager.query(`WITH taken AS (
         UPDATE venues SET booked_seats = booked_seats + 1, updated_at = now()
         WHERE id = $1 AND is_active AND booked_seats < max_seats
         RETURNING display_name AS "displayName", date_time AS "dateTime", address)
       SELECT * FROM taken`, [
            venueId
        ]);
        if (venue) return {
            taken: true,
            venue
        };
        const [exists] = await manager.query(`SELECT 1 FROM venues WHERE id = $1 AND is_active`, [
            venueId
        ]);
        return {
            taken: false,
            reason: exists ? 'full' : 'unavailable'
        };
    }
    async releaseSeat(manager, venueId) {
        await manager.query(`UPDATE venues SET booked_seats = booked_seats - 1, updated_at = now() WHERE id = $1 AND booked_seats > 0`, [
            venueId
        ]);
    }
}
VenuesService = _ts_decorate([
    Injectable(),
    _ts_param(0, InjectDataSource()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof DataSource === "undefined" ? Object : DataSource
    ])
], VenuesService);

//# sourceMappingURL=venues.service.js.map