import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  kolkataToday,
  REVENUE_ROLES,
  roleAllows,
  weekStart,
  type DashboardLowStock,
  type DashboardStats,
  type DashboardVenueSeats,
  type StaffRole,
  BOOKING_READS,
  ORDER_READS,
  paise,
  type Paise,
} from '@robo/domain';
import { ReportsService } from '../reports/reports.service.js';
import { HoardingAlarms } from '../hold-limits/hoarding-alarms.js';
import { preparedQuery } from '../common/prepared-query.js';
import { onlyRow } from '../common/rows.js';
import { Settings } from '../config/settings.js';

type CountsRow = Pick<
  DashboardStats,
  | 'totalVenues'
  | 'activeVenues'
  | 'totalAvailableSeats'
  | 'totalCapacity'
  | 'totalBookedSeats'
  | 'totalCoupons'
  | 'activeCoupons'
  | 'totalProducts'
  | 'activeProducts'
  | 'totalInventory'
  | 'totalRedemptions'
  | 'earlyBirdTaken'
  | 'earlyBirdOverLimit'
  | 'couponUsesOverLimit'
  | 'bookingsAwaitingPayment'
  | 'ordersAwaitingPayment'
  | 'ordersToShip'
> & { earlyBirdPlaces: number | null };

/**
 * The dashboard's figures (spec §2 "Admin dashboard") plus the day's work: revenue (from the
 * revenue report, so both always agree), seats paid and held per venue, holds awaiting payment,
 * orders to ship and low stock.
 */
@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly reports: ReportsService,
    private readonly alarms: HoardingAlarms,
    private readonly settings: Settings,
  ) {}

  /** The figures for `role`: revenue only for REVENUE_ROLES (owner and desk). */
  async stats(role: StaffRole): Promise<DashboardStats> {
    const today = kolkataToday();
    const monday = weekStart(today);
    const [counts, venueSeats, lowStock, revenue, hoardingAlarms] = await Promise.all([
      this.counts(),
      this.venueSeats(),
      this.lowStock(),
      roleAllows(role, REVENUE_ROLES) ? this.revenue(today, monday) : {},
      this.alarms.current(),
    ]);
    const { earlyBirdPlaces, ...figures } = counts;
    return {
      ...figures,
      earlyBirdLimit: earlyBirdPlaces ?? this.settings.earlyBirdLimit,
      paidSeats: venueSeats.reduce((sum, venue) => sum + venue.paidSeats, 0),
      heldSeats: venueSeats.reduce((sum, venue) => sum + venue.heldSeats, 0),
      ...revenue,
      today,
      weekStart: monday,
      venueSeats,
      lowStock,
      hoardingAlarms,
    };
  }

  private async revenue(
    today: string,
    monday: string,
  ): Promise<Pick<DashboardStats, 'revenueToday' | 'revenueThisWeek'>> {
    const [revenueToday, revenueThisWeek] = await Promise.all([
      this.netRevenue(today, today),
      this.netRevenue(monday, today),
    ]);
    return { revenueToday, revenueThisWeek };
  }

  private async netRevenue(from: string, to: string): Promise<Paise> {
    const { rows } = await this.reports.run('revenue', { from, to });
    return paise(Number(rows.find((row) => row.stream === 'Total')?.net ?? 0));
  }

  /**
   * Active venues with their seats held awaiting payment, the rest of their taken seats and their
   * waiting entries, from the counters the venue row keeps (`held_seats`, kept by the hold statement
   * and a trigger, `booked_seats`, `waiting_entries`) rather than counting every booking on each load
   * (docs/decisions.md). A seat offered to the waiting list is in `booked_seats` but not paid: it
   * counts as held (backend/src/waitlist/README.md).
   */
  private venueSeats(): Promise<DashboardVenueSeats[]> {
    return preparedQuery<DashboardVenueSeats>(
      this.db,
      'dashboard-venue-seats',
      `SELECT v.id, v.display_name AS "displayName", v.max_seats AS "maxSeats",
              greatest(v.booked_seats - v.held_seats - o.offered, 0) AS "paidSeats",
              v.held_seats + o.offered AS "heldSeats", v.waiting_entries AS "waitingEntries"
       FROM venues v
       CROSS JOIN LATERAL (SELECT count(*)::int AS offered FROM waitlist_entries w
                           WHERE w.venue_id = v.id AND w.status = 'offered') o
       WHERE v.is_active ORDER BY v.display_name, v.id`,
      [],
    );
  }

  private lowStock(): Promise<DashboardLowStock[]> {
    return preparedQuery<DashboardLowStock>(
      this.db,
      'dashboard-low-stock',
      `
      SELECT id, name, sku, inventory, low_stock_threshold AS "lowStockThreshold"
      FROM products WHERE is_active AND inventory <= low_stock_threshold
      ORDER BY inventory > 0, inventory, name`,
      [],
    );
  }

  /** Prepared, like the dashboard's other statements: planning this one took 2 ms, a third of its time at 1,00,000 bookings. */
  private async counts(): Promise<CountsRow> {
    const counts = await preparedQuery<CountsRow>(
      this.db,
      'dashboard-counts',
      `
      SELECT v.total_venues AS "totalVenues", v.active_venues AS "activeVenues",
             v.total_available_seats AS "totalAvailableSeats", v.total_capacity AS "totalCapacity",
             v.total_booked_seats AS "totalBookedSeats",
             c.total_coupons AS "totalCoupons", c.active_coupons AS "activeCoupons",
             p.total_products AS "totalProducts", p.active_products AS "activeProducts",
             p.total_inventory AS "totalInventory",
             (SELECT count(*)::int FROM coupon_usages) AS "totalRedemptions",
             (SELECT count(*)::int FROM coupon_usages WHERE over_limit) AS "couponUsesOverLimit",
             -- the edition on sale's places (registrations/early-bird-sql.ts): taken, and its own limit if it sets one
             coalesce((SELECT c.value FROM counters c JOIN editions e ON c.key = 'early_bird:' || e.id
                       WHERE e.status = 'on_sale'), 0) AS "earlyBirdTaken",
             (SELECT early_bird_places FROM editions WHERE status = 'on_sale') AS "earlyBirdPlaces",
             (SELECT count(*)::int FROM registrations WHERE early_bird_over_limit) AS "earlyBirdOverLimit",
             (SELECT count(*)::int FROM registrations WHERE ${BOOKING_READS.awaitingPayment.sql()}) AS "bookingsAwaitingPayment",
             (SELECT count(*)::int FROM orders WHERE ${ORDER_READS.awaitingPayment.sql()}) AS "ordersAwaitingPayment",
             (SELECT count(*)::int FROM orders WHERE ${ORDER_READS.paid.sql()} AND fulfilment IN ('unfulfilled', 'packed')) AS "ordersToShip"
      FROM (SELECT count(*)::int AS total_venues,
                   (count(*) FILTER (WHERE is_active))::int AS active_venues,
                   -- seats on offer: active venues only, so booked + available adds up to capacity
                   coalesce(sum(greatest(max_seats - booked_seats, 0)) FILTER (WHERE is_active), 0)::int AS total_available_seats,
                   coalesce(sum(max_seats) FILTER (WHERE is_active), 0)::int AS total_capacity,
                   coalesce(sum(booked_seats) FILTER (WHERE is_active), 0)::int AS total_booked_seats
            FROM venues) v,
           (SELECT count(*)::int AS total_coupons,
                   -- "Active" as the coupon list labels it (spec §4): switched on and not used up
                   (count(*) FILTER (WHERE is_active AND used_count < usage_limit))::int AS active_coupons
            FROM coupons) c,
           (SELECT count(*)::int AS total_products,
                   (count(*) FILTER (WHERE is_active))::int AS active_products,
                   coalesce(sum(inventory), 0)::int AS total_inventory
            FROM products) p`,
      [],
    );
    return onlyRow(counts);
  }
}
