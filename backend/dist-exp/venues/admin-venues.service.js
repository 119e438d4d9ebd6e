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
import { DataSource, QueryFailedError } from 'typeorm';
import { MESSAGES } from '@robo/domain';
import { conflict, invalid, notFound } from '../common/domain-error.js';
import { toPublicVenue } from './venue.mapper.js';
export const ADMIN_VENUE_NOT_FOUND = 'Venue not found';
export const VENUE_NAME_TAKEN = 'A venue with this name already exists';
export const VENUE_HAS_REGISTRATIONS = 'This venue has registrations and cannot be deleted. Deactivate it instead: it will be hidden from users and its registrations kept.';
/** Every venue with its seats held by pending bookings and taken by paid ones. */ const ADMIN_VENUES_SQL = `
  SELECT v.id, v.name, v.display_name AS "displayName", v.city, v.address, v.date_time AS "dateTime",
         v.max_seats AS "maxSeats", v.booked_seats AS "bookedSeats", v.is_active AS "isActive",
         (COUNT(r.id) FILTER (WHERE r.holds_seat AND r.payment_status = 'pending'))::int AS "heldSeats",
         (COUNT(r.id) FILTER (WHERE r.holds_seat AND r.payment_status = 'paid'))::int AS "paidSeats"
  FROM venues v LEFT JOIN registrations r ON r.venue_id = v.id`;
const toAdminVenue = (row)=>({
        ...toPublicVenue(row),
        heldSeats: row.heldSeats,
        paidSeats: row.paidSeats
    });
function driverCode(err) {
    return err instanceof QueryFailedError ? err.driverError.code : undefined;
}
/** A duplicate name as a 409 with its message, else the error itself. */ function nameTakenOr(err) {
    return driverCode(err) === '23505' ? conflict(VENUE_NAME_TAKEN) : err;
}
export class AdminVenuesService {
    constructor(db){
        this.db = db;
    }
    async list() {
        const rows = await this.db.query(`${ADMIN_VENUES_SQL} GROUP BY v.id ORDER BY v.id`);
        return rows.map(toAdminVenue);
    }
    async create(dto) {
        if (dto.bookedSeats > dto.maxSeats) throw invalid(MESSAGES.maxSeatsBelowBooked);
        const [row] = await this.db.query(`INSERT INTO venues (name, display_name, city, address, date_time, max_seats, booked_seats, is_active)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`, [
            dto.name,
            dto.displayName,
            dto.city,
            dto.address,
            dto.dateTime,
            dto.maxSeats,
            dto.bookedSeats ?? 0,
            dto.isActive ?? true
        ]).catch((err)=>{
            throw nameTakenOr(err);
        });
        return this.get(row.id);
    }
    /** Updates the details; `bookedSeats` is not taken from the form, bookings own that count. */ async update(id, dto) {
        const [updated] = await this.db.query(`WITH updated AS (
           UPDATE venues SET name = $2, display_name = $3, city = $4, address = $5, date_time = $6,
                             max_seats = $7, is_active = $8, updated_at = now()
           WHERE id = $1 AND booked_seats <= $7
           RETURNING id)
         SELECT id FROM updated`, [
            id,
            dto.name,
            dto.displayName,
            dto.city,
            dto.address,
            dto.dateTime,
            dto.maxSeats,
            dto.isActive ?? true
        ]).catch((err)=>{
            throw nameTakenOr(err);
        });
        if (!updated) {
            const [current] = await this.db.query('SELECT booked_seats AS "bookedSeats" FROM venues WHERE id = $1', [
                id
            ]);
            if (!current) throw notFound(ADMIN_VENUE_NOT_FOUND);
            throw conflict(MESSAGES.maxSeatsBelowBooked, {
                bookedSeats: current.bookedSeats
            });
        }
        return this.get(id);
    }
    /** Hidden from users; its registrations stay. */ async deactivate(id) {
        const [updated] = await this.db.query(`WITH updated AS (UPDATE venues SET is_active = false, updated_at = now() WHERE id = $1 RETURNING id)
       SELECT id FROM updated`, [
            id
        ]);
        if (!updated) throw notFound(ADMIN_VENUE_NOT_FOUND);
        return this.get(id);
    }
    /** Deleting would orphan bookings, so only a venue nobody registered for can go. */ async remove(id) {
        const [deleted] = await this.db.query(`WITH deleted AS (
           DELETE FROM venues WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM registrations WHERE venue_id = $1)
           RETURNING id)
         SELECT id FROM deleted`, [
            id
        ]).catch((err)=>{
            // A registration committed between the check and the delete: the foreign key refuses it.
            throw driverCode(err) === '23503' ? conflict(VENUE_HAS_REGISTRATIONS) : err;
        });
        if (deleted) return;
        const [exists] = await this.db.query('SELECT 1 FROM venues WHERE id = $1', [
            id
        ]);
        throw exists ? conflict(VENUE_HAS_REGISTRATIONS) : notFound(ADMIN_VENUE_NOT_FOUND);
    }
    async get(id) {
        const [row] = await this.db.query(`${ADMIN_VENUES_SQL} WHERE v.id = $1 GROUP BY v.id`, [
            id
        ]);
        if (!row) throw notFound(ADMIN_VENUE_NOT_FOUND);
        return toAdminVenue(row);
    }
}
AdminVenuesService = _ts_decorate([
    Injectable(),
    _ts_param(0, InjectDataSource()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof DataSource === "undefined" ? Object : DataSource
    ])
], AdminVenuesService);

//# sourceMappingURL=admin-venues.service.js.map