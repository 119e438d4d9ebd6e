import { CouponUsage } from '../coupons/entities/coupon-usage.entity.js';
import { Coupon } from '../coupons/entities/coupon.entity.js';
import { CatalogState } from '../catalog/entities/catalog-state.entity.js';
import { Product } from '../catalog/entities/product.entity.js';
import { OutboxMessage } from '../notifications/entities/outbox-message.entity.js';
import { Order } from '../orders/entities/order.entity.js';
import { SandboxOrder } from '../payments/entities/sandbox-order.entity.js';
import { WebhookEvent } from '../payments/entities/webhook-event.entity.js';
import { Registration } from '../registrations/entities/registration.entity.js';
import { SessionRow } from '../auth/entities/session.entity.js';
import { User } from '../auth/entities/user.entity.js';
import { Venue } from '../venues/entities/venue.entity.js';
import { InitialSchema1763700000000 } from './migrations/1763700000000-initial-schema.js';
import { StaffAuditTimeline1764300000000 } from './migrations/1764300000000-staff-audit-timeline.js';

export const ENTITIES = [
  Venue, Coupon, CouponUsage, Registration, Product, CatalogState, Order,
  User, SessionRow, WebhookEvent, OutboxMessage, SandboxOrder,
];

export const MIGRATIONS = [InitialSchema1763700000000, StaffAuditTimeline1764300000000];
