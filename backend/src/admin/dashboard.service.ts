import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DashboardStats } from '@robo/domain';
import { HoardingAlarms } from '../hold-limits/hoarding-alarm.js';

/** The dashboard's figures (SPEC 2 "Admin dashboard") in one round trip. */
@Injectable()
export class DashboardService {
  constructor(@InjectDataSource() private readonly db: DataSource, private readonly alarms: HoardingAlarms) {}

  async stats(): Promise<DashboardStats> {
    const [row]: Omit<DashboardStats, 'hoardingAlarms'>[] = await this.db.query(`
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
    return { ...row, hoardingAlarms: await this.alarms.current() };
  }
}
