import type { AdminCoupon, AdminProduct, AdminVenue, DashboardStats } from '@robo/domain';

export function makeVenue(overrides: Partial<AdminVenue> = {}): AdminVenue {
  return {
    id: 1,
    name: 'pune-baner',
    displayName: 'Pune — Baner',
    city: 'Pune',
    address: 'Orchid School, Baner Road, Pune',
    dateTime: 'Sun, 14 Sep 2025, 10:00 AM',
    maxSeats: 150,
    bookedSeats: 40,
    availableSeats: 110,
    isActive: true,
    bookingClosed: false,
    editionId: 1,
    startsAt: '2025-09-14T04:30:00.000Z',
    endsAt: '2025-09-14T08:30:00.000Z',
    bookingClosesAt: '2025-09-14T02:30:00.000Z',
    needsDate: false,
    heldSeats: 5,
    paidSeats: 35,
    ...overrides,
  };
}

export function makeCoupon(overrides: Partial<AdminCoupon> = {}): AdminCoupon {
  return {
    id: 1,
    code: 'SAVE50',
    discountAmount: 5000,
    usageLimit: 10,
    usedCount: 3,
    isActive: true,
    createdAt: '2025-06-01T10:00:00.000Z',
    updatedAt: '2025-06-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: 'rk-line-follower',
    name: 'Line Follower Robot Kit',
    shortName: 'Line Follower',
    slug: 'line-follower-robot-kit',
    category: 'Robotics Kits',
    price: 2499,
    mrp: 3499,
    taxIncluded: true,
    hsnCode: '9023',
    sku: 'RK-LF-01',
    inventory: 25,
    lowStockThreshold: 10,
    images: ['/uploads/products/lf-1'],
    thumbnail: '/uploads/products/lf-thumb',
    summary: 'Build a robot that follows a black line.',
    descriptionHtml: '<p>Fun kit</p>',
    features: ['IR sensors'],
    boxContents: ['Chassis'],
    ageRange: '8-14 years',
    shipping: 'Pan-India, 3–5 business days',
    warranty: '6 months limited',
    returnPolicy: '7-day replacement',
    tags: ['robotics'],
    ctaLabel: 'Buy Now',
    whatsappHelpText: '',
    isActive: true,
    ...overrides,
  };
}

export const dashboardStats: DashboardStats = {
  totalVenues: 6,
  activeVenues: 5,
  totalCoupons: 4,
  activeCoupons: 2,
  totalAvailableSeats: 612,
  totalCapacity: 900,
  totalBookedSeats: 288,
  totalProducts: 12,
  activeProducts: 10,
  totalInventory: 1430,
  totalRedemptions: 37,
  earlyBirdTaken: 480,
  earlyBirdLimit: 500,
  earlyBirdOverLimit: 0,
  couponUsesOverLimit: 0,
  paidSeats: 270,
  heldSeats: 18,
  revenueToday: 1249500,
  revenueThisWeek: 8734900,
  today: '2026-11-25',
  weekStart: '2026-11-23',
  venueSeats: [
    { id: 3, displayName: 'Pune Central', maxSeats: 150, paidSeats: 120, heldSeats: 6 },
    { id: 4, displayName: 'Mumbai West', maxSeats: 100, paidSeats: 100, heldSeats: 0 },
  ],
  bookingsAwaitingPayment: 18,
  ordersAwaitingPayment: 2,
  ordersToShip: 5,
  lowStock: [
    { id: 'kit-zeta', name: 'Zeta Kit', sku: 'ZK-1', inventory: 0, lowStockThreshold: 5 },
    { id: 'kit-alpha', name: 'Alpha Kit', sku: 'AK-1', inventory: 3, lowStockThreshold: 10 },
  ],
  hoardingAlarms: [],
};
