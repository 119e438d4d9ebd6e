import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PaymentGateway } from '../payments/payment-gateway.js';

export interface DueRefund {
  id: number;
  bookingId: string;
  paymentId: string;
  totalAmount: number;
}

/**
 * Payments that arrived after their hold expired and found the venue full are refunded in full
 * through the gateway. A refund the gateway could not take stays `refund_due` and is retried.
 */
@Injectable()
export class LatePaymentRefunds {
  private readonly logger = new Logger('Refunds');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly gateway: PaymentGateway,
  ) {}

  /** True once the refund is issued and recorded. */
  async refund(due: DueRefund): Promise<boolean> {
    try {
      const refund = await this.gateway.refund(due.paymentId, {
        amount: due.totalAmount, receipt: `refund-${due.bookingId}`, notes: { bookingId: due.bookingId, reason: 'no-seat-after-hold-expired' },
      });
      await this.db.query(
        `UPDATE registrations SET payment_status = 'refunded', refund_id = $2, refund_due = false, updated_at = now()
         WHERE id = $1 AND refund_due`,
        [due.id, refund.id],
      );
      this.logger.log(`Refunded late payment ${due.paymentId} of booking ${due.bookingId}`);
      return true;
    } catch (err) {
      this.logger.warn(`Refund of booking ${due.bookingId} failed, will retry: ${(err as Error).message}`);
      return false;
    }
  }

  /** Retries refunds left due (gateway down at the time); recent ones are still in flight. */
  async retryDue(): Promise<void> {
    const due: DueRefund[] = await this.db.query(
      `SELECT id, booking_id AS "bookingId", payment_id AS "paymentId", total_amount AS "totalAmount"
       FROM registrations WHERE refund_due AND updated_at < now() - interval '1 minute'
       ORDER BY updated_at LIMIT 50`,
    );
    for (const refund of due) await this.refund(refund);
  }
}
