import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { CancellationRequestStatus } from '@robo/domain';

/** A parent's request to cancel a booking (migration 1795797889142); written with SQL by `CancellationRequests`. */
@Entity('cancellation_requests')
export class CancellationRequest {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'registration_id', type: 'integer' }) registrationId: number;
  @Column({ type: 'text', default: 'requested' }) status: CancellationRequestStatus;
  @Column({ type: 'text', nullable: true }) reason: string | null;
  /** Whether the policy promised the money back when the parent asked. */
  @Column({ type: 'boolean' }) refund: boolean;
  @Column({ name: 'decline_reason', type: 'text', nullable: true }) declineReason: string | null;
  @Column({ name: 'decided_by', type: 'text', nullable: true }) decidedBy: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true }) decidedAt: Date | null;
}
