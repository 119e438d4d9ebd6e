import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { GradeGroup, Language, RegistrationPaymentStatus, Paise } from '@robo/domain';
import { PaiseColumn, UpdatedAt } from '../../common/columns.js';

export type { RegistrationPaymentStatus };

@Entity('registrations')
export class Registration {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'parent_name', type: 'text' }) parentName: string;
  @Column({ name: 'phone_number', type: 'text' }) phoneNumber: string;
  @Column({ type: 'text' }) email: string;
  @Column({ name: 'child_name', type: 'text' }) childName: string;
  @Column({ name: 'grade_group', type: 'text' }) gradeGroup: GradeGroup;
  @Column({ name: 'school_name', type: 'text' }) schoolName: string;
  @Column({ name: 'venue_id', type: 'integer' }) venueId: number;
  /** The edition whose prices and early-bird places it was sold at, forever (its venue's when inserted). */
  @Column({ name: 'edition_id', type: 'integer' }) editionId?: number;
  @Column({ name: 'takeaway_kit', type: 'boolean', default: false }) takeawayKit: boolean;
  /** Paise. */
  @PaiseColumn({ name: 'total_amount', default: 300 }) totalAmount: Paise;
  @PaiseColumn({ name: 'original_amount', default: 300 }) originalAmount: Paise;
  @Column({ name: 'coupon_code', type: 'text', nullable: true }) couponCode: string | null;
  @PaiseColumn({ name: 'discount_amount', default: 0 }) discountAmount: Paise;
  @Column({ name: 'booking_id', type: 'text', unique: true }) bookingId: string;
  @Column({ name: 'payment_id', type: 'text', nullable: true }) paymentId: string | null;
  @Column({ name: 'payment_status', type: 'text', default: 'pending' }) paymentStatus: RegistrationPaymentStatus;
  @Column({ name: 'qr_code_url', type: 'text', nullable: true }) qrCodeUrl: string | null;
  @Column({ name: 'simple_qr_code_url', type: 'text', nullable: true }) simpleQrCodeUrl: string | null;
  @Column({ name: 'whatsapp_sent', type: 'boolean', default: false }) whatsappSent: boolean;
  /** The buyer's GSTIN for the tax invoice, when they gave one. */
  @Column({ name: 'buyer_gstin', type: 'text', nullable: true }) buyerGstin: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'gateway_order_id', type: 'text', nullable: true, unique: true }) gatewayOrderId: string | null;
  @Column({ name: 'hold_expires_at', type: 'timestamptz' }) holdExpiresAt: Date;
  /** When reconciliation asks the gateway about this order next (payments/unsettled-orders.ts); null once settled or proven unpaid. */
  @Column({ name: 'reconcile_after', type: 'timestamptz', nullable: true, default: () => 'now()' })
  reconcileAfter: Date | null;
  /** Whether this registration currently counts in its venue's booked_seats. */
  @Column({ name: 'holds_seat', type: 'boolean', default: true }) holdsSeat: boolean;
  /** The client address the hold was made from, kept while LIVE_HOLDS_PER_CLIENT is on. */
  @Column({ name: 'client_key', type: 'text', nullable: true }) clientKey: string | null;
  /** Whether this registration's captured payment counts in its coupon's used_count (never while pending). */
  @Column({ name: 'holds_coupon', type: 'boolean', default: false }) holdsCoupon: boolean;
  /** Whether this registration's captured payment takes one of the early-bird places (never while pending). */
  @Column({ name: 'holds_early_bird', type: 'boolean', default: false }) holdsEarlyBird: boolean;
  /** Whether it was quoted while early-bird places were left (its price is that tier's until it expires). */
  @Column({ name: 'early_bird_quoted', type: 'boolean', default: false }) earlyBirdQuoted: boolean;
  /** Captured at the early-bird price after the places had gone: honoured, and counted here. */
  @Column({ name: 'early_bird_over_limit', type: 'boolean', default: false }) earlyBirdOverLimit: boolean;
  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true }) paidAt: Date | null;
  @Column({ name: 'refund_id', type: 'text', nullable: true }) refundId: string | null;
  /** A captured payment that found no seat and still has to be refunded. */
  @Column({ name: 'refund_due', type: 'boolean', default: false }) refundDue: boolean;
  /** The language the parent booked in: their messages are written in it (docs/decisions.md, Languages). */
  @Column({ type: 'text', default: 'en' }) language: Language;
  @UpdatedAt() updatedAt: Date;
}
