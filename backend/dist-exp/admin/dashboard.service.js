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
import { DataSource } from 'typeorm';
export class DashboardService {
    constructor(db){
        this.db = db;
    }
    async stats() {
        const [row] = await this.db.query(`
      SELECT v.total_venues AS "totalVenues", v.active_venues AS "activeVenues",
             v.total_available_seats AS "totalAvailableSeats", v.total_capacity AS "totalCapacity",
             v.total_booked_seats AS "totalBookedSeats",
             c.total_coupons AS "totalCoupons", c.active_coupons AS "activeCoupons",
             p.total_products AS "totalProducts", p.active_products AS "activeProducts",
             p.total_inventory AS "totalInventory",
             (SELECT count(*)::int FROM coupon_usages) AS "totalRedemptions"
      FROM (SELECT count(*)::int AS total_venues,
                   (count(*) FILTER (WHERE is_active))::int AS active_venues,
                   -- seats on offer: active venues only, so booked + available adds up to capacity
                   coalesce(sum(greatest(max_seats - booked_seats, 0)) FILTER (WHERE is_active), 0)::int AS total_available_seats,
                   coalesce(sum(max_seats) FILTER (WHERE is_active), 0)::int AS total_capacity,
                   coalesce(sum(booked_seats) FILTER (WHERE is_active), 0)::int AS total_booked_seats
            FROM venues) v,
           (SELECT count(*)::int AS total_coupons,
                   -- "Active" as the coupon list labels it (SPEC 4): switched on and not used up
                   (count(*) FILTER (WHERE is_active AND used_count < usage_limit))::int AS active_coupons
            FROM coupons) c,
           (SELECT count(*)::int AS total_products,
                   (count(*) FILTER (WHERE is_active))::int AS active_products,
                   coalesce(sum(inventory), 0)::int AS total_inventory
            FROM products) p`);
        return row;
    }
}
DashboardService = _ts_decorate([
    Injectable(),
    _ts_param(0, InjectDataSource()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof DataSource === "undefined" ? Object : DataSource
    ])
], DashboardService);

//# sourceMappingURL=dashboard.service.js.map